import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  type FieldChromeProps,
  type ValueFieldProps,
} from '../../private/Field';
import { useRulesField } from '../../private/useRulesField';

/** Props every text-like field shares (TextField, TextArea). */
export interface TextInputBaseProps
  extends
    Pick<
      AriaTextFieldProps,
      | 'isDisabled'
      | 'isReadOnly'
      | 'autoFocus'
      | 'maxLength'
      | 'minLength'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
      | 'onFocus'
      | 'autoComplete'
    >,
    Pick<FieldChromeProps, 'label' | 'description'>,
    ValueFieldProps<string> {
  /**
   * Field name; submitted with the form, and the key of the server's 400 field errors shown here.
   * @default undefined
   */
  name?: string;
  /** Placeholder text; never a substitute for the label. @default undefined */
  placeholder?: string;
}

export interface TextFieldProps extends TextInputBaseProps {
  /**
   * Input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'tel';
}

/** A single-line text input with label, description and rules (SPEC §5). */
export function TextField({
  label,
  description,
  rules,
  value,
  defaultValue,
  onChange,
  onBlur,
  errorMessage,
  isInvalid,
  placeholder,
  type = 'text',
  name,
  ...props
}: TextFieldProps) {
  const field = useRulesField<string>({
    value,
    defaultValue,
    onChange,
    onBlur,
    rules,
    name,
    emptyValue: '',
    errorMessage,
    isInvalid,
  });
  return (
    <AriaTextField
      {...props}
      name={name}
      type={type}
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input className={fieldStyles.control} placeholder={placeholder} />
      <FieldHelp description={description} error={field.error} />
    </AriaTextField>
  );
}
