import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, MarkdownEditor, MultiSelect, TextField } from '@keel/ui';
import { fieldErrorsOf } from '../../../lib/api';
import { mentionCandidatesQueryOptions } from '../discussion.queries';
import { withMentions } from '../mentions';
import * as styles from '../discussion.css';

export interface PostDraft {
  title: string;
  body: string;
  mentionedUserIds: number[];
}

/**
 * Writes a thread (with a title) or a reply: Markdown with @mentions picked
 * from the project members who may read the discussion.
 */
export function PostEditor({
  projectId,
  label,
  withTitle = false,
  initial = { title: '', body: '', mentionedUserIds: [] },
  submitLabel,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  projectId: number;
  /** Names the form and the body field. */
  label: string;
  withTitle?: boolean;
  initial?: PostDraft;
  submitLabel: string;
  isSaving: boolean;
  error: unknown;
  onSubmit: (draft: PostDraft) => void;
  onCancel?: () => void;
}) {
  const candidates = useQuery(mentionCandidatesQueryOptions(projectId));
  const [draft, setDraft] = useState(initial);
  return (
    <Form
      aria-label={label}
      serverErrors={fieldErrorsOf(error)}
      onSubmit={() => {
        const { body, mentionedUserIds } = withMentions(
          draft.body,
          draft.mentionedUserIds,
          candidates.data ?? [],
        );
        onSubmit({ title: draft.title.trim(), body, mentionedUserIds });
      }}
    >
      {withTitle ? (
        <TextField
          label="Title"
          name="title"
          isRequired
          maxLength={200}
          value={draft.title}
          onChange={(title) => setDraft((d) => ({ ...d, title }))}
          rules={[(v) => v.trim().length > 0 || 'Title is required']}
        />
      ) : null}
      <MarkdownEditor
        label={withTitle ? 'Message' : label}
        name="body"
        isRequired
        rows={4}
        value={draft.body}
        onChange={(body) => setDraft((d) => ({ ...d, body }))}
        rules={[(v) => v.trim().length > 0 || 'Write a message']}
      />
      <MultiSelect
        label="Mention"
        name="mentionedUserIds"
        max={50}
        items={(candidates.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
        value={draft.mentionedUserIds}
        onChange={(ids) => setDraft((d) => ({ ...d, mentionedUserIds: ids.map(Number) }))}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button onPress={onCancel} isDisabled={isSaving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
