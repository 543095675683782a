import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserRef } from '@keel/types';
import { Button, Form, Inline, MarkdownEditor, TextField } from '@keel/ui';
import { fieldErrorsOf, isApiError } from '../../../lib/api';
import { mentionCandidatesQueryOptions } from '../discussion.queries';
import { withMentions } from '../mentions';
import { ConflictCallout } from '../../../lib/management/components/ConflictCallout';

export interface PostDraft {
  title: string;
  body: string;
  mentionedUserIds: number[];
}

/**
 * Writes a thread (with a title) or a reply: Markdown with inline @mentions
 * (typing `@` lists the project members who may read the discussion). An
 * edit that meets a 409 (someone else saved the post meanwhile) says so and
 * offers `onReload`.
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
  onReload,
  mentionCandidates,
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
  /** Editing an existing post: after a 409, reload it (and start the edit again). */
  onReload?: () => void;
  /**
   * Who may be mentioned, when not the project's discussion readers (task
   * comments pass the people who may read the task).
   */
  mentionCandidates?: readonly UserRef[];
}) {
  const discussionCandidates = useQuery({
    ...mentionCandidatesQueryOptions(projectId),
    enabled: mentionCandidates === undefined,
  });
  const candidates = mentionCandidates ? { data: mentionCandidates } : discussionCandidates;
  const [draft, setDraft] = useState(initial);
  const conflict = onReload !== undefined && isApiError(error) && error.status === 409;
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
      {conflict && onReload ? (
        <ConflictCallout onReload={onReload}>
          This post was changed by someone else. Reload it to see their changes, then edit again.
        </ConflictCallout>
      ) : null}
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
        description="Type @ and a name to mention someone."
        mentionCandidates={candidates.data ?? []}
        onMention={(person) =>
          setDraft((d) => ({ ...d, mentionedUserIds: [...d.mentionedUserIds, person.id] }))
        }
      />
      <Inline wrap={false}>
        <Button type="submit" variant="primary" isLoading={isSaving} isDisabled={conflict}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button onPress={onCancel} isDisabled={isSaving}>
            Cancel
          </Button>
        ) : null}
      </Inline>
    </Form>
  );
}
