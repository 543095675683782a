import { Input, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextInputBaseProps } from '../components/TextField/TextField';
import { FieldHelp, FieldLabel, fieldStyles } from './Field';
import { useRulesField } from './useRulesField';

export interface TextInputFieldProps extends TextInputBaseProps {
  /** A single-line input of `type`, or a text area of `rows`. */
  control: { kind: 'input'; type: string } | { kind: 'textarea'; rows: number };
}

/** The one implementation behind TextField and TextArea; only the control differs. */
export function TextInputField({
  control,
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
  name,
  ...props
}: TextInputFieldProps) {
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
      type={control.kind === 'input' ? control.type : undefined}
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      {control.kind === 'input' ? (
        <Input className={fieldStyles.control} placeholder={placeholder} />
      ) : (
        <AriaTextArea
          className={`${fieldStyles.control} ${fieldStyles.textarea}`}
          placeholder={placeholder}
          rows={control.rows}
        />
      )}
      <FieldHelp description={description} error={field.error} />
    </AriaTextField>
  );
}
