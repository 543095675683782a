import { useState } from 'react';
import type { TextAreaProps } from '../TextArea/TextArea';
import { TextInputField } from '../../private/TextInputField';
import { MarkdownView } from '../MarkdownView/MarkdownView';
import { Tabs } from '../Tabs/Tabs';
import type { MentionCandidate } from './mentions';
import { useMentionAutocomplete } from './MentionList';
import * as styles from './MarkdownEditor.css';

export type { MentionCandidate };

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
  /**
   * People who can be @mentioned: typing `@` and a letter lists those who
   * match (arrows move, Enter or Tab inserts `@Name`, Escape closes).
   * @default undefined (no mention list)
   */
  mentionCandidates?: readonly MentionCandidate[];
  /** Called with each person chosen from the mention list. @default undefined */
  onMention?: (candidate: MentionCandidate) => void;
}

/** A Markdown text area with Write and Preview tabs; the preview is sanitised like MarkdownView. */
export function MarkdownEditor({
  label,
  value,
  defaultValue = '',
  onChange,
  rows = 6,
  mentionCandidates,
  onMention,
  ...fieldProps
}: MarkdownEditorProps) {
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const setText = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const mentions = useMentionAutocomplete({
    text,
    setText,
    candidates: mentionCandidates,
    onMention,
    label,
  });
  return (
    <Tabs
      aria-label={`${label}: write or preview`}
      items={[
        {
          id: 'write',
          title: 'Write',
          content: (
            <TextInputField
              {...fieldProps}
              label={label}
              value={text}
              onChange={mentions.onTextChange}
              control={{ kind: 'textarea', rows }}
              {...mentions.textareaHooks}
            />
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
