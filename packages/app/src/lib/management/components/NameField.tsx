import { TextField } from '@keel/ui';
import { maxLength, required } from '../rules';

/**
 * The required name (or title, or label) of what a dialog creates or edits, first in the
 * form (it takes the focus).
 */
export function NameField({
  name = 'name',
  label = 'Name',
  value,
  onChange,
  max,
  autoFocus = true,
  isReadOnly,
  description,
}: {
  /** The field's name, which server errors are keyed by. @default 'name' */
  name?: string;
  /** @default 'Name' */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest name the API accepts. */
  max: number;
  /** @default true: the dialog opens on it. */
  autoFocus?: boolean;
  /** A name that may not change (a built-in role's). @default false */
  isReadOnly?: boolean;
  /** A hint under the field. @default undefined */
  description?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      isRequired
      autoFocus={autoFocus}
      isReadOnly={isReadOnly}
      description={description}
      value={value}
      onChange={onChange}
      rules={[required(label), maxLength(max)]}
    />
  );
}
