import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../../private/Field';
import { useRulesField } from '../../private/useRulesField';
import type { TextInputBaseProps } from '../TextField/TextField';

export interface TextAreaProps extends TextInputBaseProps {
  /**
   * Visible rows before it scrolls; the user can resize vertically.
   * @default 4
   */
  rows?: number;
}

/** A multi-line text input with label, description and rules (SPEC §5). */
export function TextArea({
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
  rows = 4,
  name,
  ...props
}: TextAreaProps) {
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
      value={field.value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <AriaTextArea
        className={`${fieldStyles.control} ${fieldStyles.textarea}`}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldHelp description={description} error={field.error} />
    </AriaTextField>
  );
}
