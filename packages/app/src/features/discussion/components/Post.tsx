import { useState } from 'react';
import type { UserRef } from '@keel/types';
import { Avatar, ConfirmDialog, IconButton, MarkdownView, Text } from '@keel/ui';
import { formatInstant } from '../../../lib/format';
import { PostEditor, type PostDraft } from './PostEditor';
import * as styles from '../discussion.css';

/**
 * One post (a thread's opening or a reply); its author may edit and delete
 * it. A thread's opening post is edited with the thread's title.
 */
export function Post({
  projectId,
  title,
  author,
  body,
  mentions,
  createdAt,
  editedAt,
  canEdit,
  canDelete,
  isSaving,
  error,
  onSave,
  onDelete,
  onReload,
  what,
  mentionCandidates,
}: {
  projectId: number;
  /** The thread's title: editing the opening post edits it too. Absent for replies. */
  title?: string;
  author: UserRef | null;
  body: string;
  mentions: UserRef[];
  createdAt: string;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
  isSaving: boolean;
  error: unknown;
  onSave: (draft: PostDraft, done: () => void) => void;
  onDelete: () => void;
  /** Loads the post again after a conflicting edit (409). */
  onReload: () => Promise<unknown>;
  /** `reply`, `thread` or `comment`, for the accessible names of the actions. */
  what: string;
  /** Who may be mentioned in an edit (see PostEditor); the discussion's readers by default. */
  mentionCandidates?: readonly UserRef[];
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = author?.name ?? 'Former user';
  return (
    <article className={styles.post} aria-label={`${what} by ${name}`}>
      <Avatar name={name} color={author?.color} size="default" isDecorative />
      <div>
        <div className={styles.postHead}>
          <Text weight="medium">{name}</Text>
          <Text tone="muted" size="small">
            {formatInstant(createdAt)}
            {editedAt ? ' · edited' : ''}
          </Text>
          <span className={styles.grow} />
          {canEdit && !editing ? (
            <IconButton
              icon="edit"
              size="small"
              variant="ghost"
              aria-label={`Edit ${what}`}
              onPress={() => setEditing(true)}
            />
          ) : null}
          {canDelete ? (
            <IconButton
              icon="trash"
              size="small"
              variant="ghost"
              aria-label={`Delete ${what}`}
              onPress={() => setConfirming(true)}
            />
          ) : null}
        </div>
        {editing ? (
          <PostEditor
            projectId={projectId}
            label={`Edit ${what}`}
            withTitle={title !== undefined}
            initial={{ title: title ?? '', body, mentionedUserIds: mentions.map((m) => m.id) }}
            submitLabel="Save"
            isSaving={isSaving}
            error={error}
            mentionCandidates={mentionCandidates}
            onSubmit={(draft) => onSave(draft, () => setEditing(false))}
            onCancel={() => setEditing(false)}
            // The fresh post replaces the stale one; the user starts the edit again from it.
            onReload={() => void onReload().then(() => setEditing(false))}
          />
        ) : (
          <MarkdownView source={body} />
        )}
      </div>
      <ConfirmDialog
        title={`Delete ${what}?`}
        confirmLabel="Delete"
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
      >
        {what === 'thread'
          ? 'The thread and all its replies are deleted.'
          : `The ${what} is deleted for everyone.`}
      </ConfirmDialog>
    </article>
  );
}
