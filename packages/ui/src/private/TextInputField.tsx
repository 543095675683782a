import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Input, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextInputBaseProps } from '../components/TextField/TextField';
import { FieldChrome, fieldStyles } from './Field';
import { useValueField } from './useValueField';

export interface TextInputFieldProps extends TextInputBaseProps {
  /** A single-line input of `type`, or a text area of `rows`. */
  control: { kind: 'input'; type: string } | { kind: 'textarea'; rows: number };
  /**
   * For composites that drive the text area themselves (MarkdownEditor's
   * @mention list): its element, extra DOM props (keys, caret moves, ARIA),
   * and something shown right under it, positioned against it.
   */
  textareaRef?: Ref<HTMLTextAreaElement>;
  textareaProps?: Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'rows'
  >;
  /** Null for "nothing now" (the wrapper stays, so the text area keeps focus); undefined for none. */
  textareaAddon?: ReactNode;
}

function TextAreaAnchor({
  hasAddon,
  addon,
  children,
}: {
  hasAddon: boolean;
  addon: ReactNode;
  children: ReactNode;
}) {
  if (!hasAddon) return children;
  return (
    <div className={fieldStyles.anchor}>
      {children}
      {addon}
    </div>
  );
}

/** The one implementation behind TextField and TextArea; only the control differs. */
export function TextInputField({
  control,
  placeholder,
  textareaRef,
  textareaProps,
  textareaAddon,
  ...props
}: TextInputFieldProps) {
  const { field, chrome, ariaProps } = useValueField<string, typeof props>(props, '');
  return (
    <AriaTextField
      {...ariaProps}
      type={control.kind === 'input' ? control.type : undefined}
      value={field.value}
      onChange={field.setValue}
    >
      <FieldChrome {...chrome}>
        {control.kind === 'input' ? (
          <Input className={fieldStyles.control} placeholder={placeholder} />
        ) : (
          <TextAreaAnchor hasAddon={textareaAddon !== undefined} addon={textareaAddon}>
            <AriaTextArea
              {...textareaProps}
              ref={textareaRef}
              className={`${fieldStyles.control} ${fieldStyles.textarea}`}
              placeholder={placeholder}
              rows={control.rows}
            />
          </TextAreaAnchor>
        )}
      </FieldChrome>
    </AriaTextField>
  );
}
