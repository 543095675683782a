import { useState } from 'react';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea';
import { MarkdownView } from '../MarkdownView/MarkdownView';
import { Tabs } from '../Tabs/Tabs';
import * as styles from './MarkdownEditor.css';

export interface MarkdownEditorProps extends Pick<
  TextAreaProps,
  | 'description'
  | 'rules'
  | 'errorMessage'
  | 'isInvalid'
  | 'isRequired'
  | 'isDisabled'
  | 'placeholder'
  | 'name'
  | 'onBlur'
> {
  /** Visible label of the text area; it also names the write/preview tabs. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Visible rows of the text area. @default 6 */
  rows?: number;
}

/** A Markdown text area with Write and Preview tabs; the preview is sanitised like MarkdownView. */
export function MarkdownEditor({
  label,
  value,
  defaultValue = '',
  onChange,
  rows = 6,
  ...fieldProps
}: MarkdownEditorProps) {
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const setText = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return (
    <Tabs
      aria-label={`${label}: write or preview`}
      items={[
        {
          id: 'write',
          title: 'Write',
          content: (
            <TextArea {...fieldProps} label={label} value={text} onChange={setText} rows={rows} />
          ),
        },
        {
          id: 'preview',
          title: 'Preview',
          content: (
            <div className={styles.preview}>
              <MarkdownView
                source={text}
                aria-label={`${label} preview`}
                emptyText="Nothing to preview."
              />
            </div>
          ),
        },
      ]}
    />
  );
}
