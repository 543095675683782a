import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { LabelledValueFieldProps } from '../../private/Field';
import { TextInputField } from '../../private/TextInputField';

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
    LabelledValueFieldProps<string> {
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
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <TextInputField {...props} control={{ kind: 'input', type }} />;
}
