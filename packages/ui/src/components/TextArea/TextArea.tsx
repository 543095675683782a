import { TextInputField } from '../../private/TextInputField';
import type { TextInputBaseProps } from '../TextField/TextField';

export interface TextAreaProps extends TextInputBaseProps {
  /**
   * Visible rows before it scrolls; the user can resize vertically.
   * @default 4
   */
  rows?: number;
}

/** A multi-line text input with label, description and rules (SPEC §5). */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <TextInputField {...props} control={{ kind: 'textarea', rows }} />;
}
