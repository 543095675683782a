import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Task, TaskComment, UserRef } from '@keel/types';
import { Avatar, Callout, Skeleton, snackbar, Stack, Text } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { formatInstant } from '../../../lib/format';
import {
  assigneeCandidatesQueryOptions,
  taskCommentsQueryOptions,
  taskUpdatesQueryOptions,
} from '../tasks.queries';
import {
  useCreateCommentMutation,
  useDeleteCommentMutation,
  useUpdateCommentMutation,
} from '../task-parts.mutations';
import { activityFeed, describeUpdate, type HistoryNames } from '../task-history';
import * as styles from '../task-view.css';
import { Post, PostEditor, type PostDraft } from '../../discussion';

/**
 * Why a comment was refused: a mentioned person who may not read the task
 * is named (the API answers `mentionedUserIds.N`), anything else as sent.
 */
function commentErrorText(error: unknown, draft: PostDraft, people: readonly UserRef[]): string {
  const fields = fieldErrorsOf(error);
  const names = Object.keys(fields)
    .map((key) => /^mentionedUserIds\.(\d+)$/.exec(key)?.[1])
    .filter((i): i is string => i !== undefined)
    .map((i) => people.find((p) => p.id === draft.mentionedUserIds[Number(i)])?.name ?? 'someone');
  if (names.length)
    return `${names.join(', ')} cannot read this task, so the comment cannot mention them. Remove the mention and post again.`;
  return errorMessageOf(error);
}

/**
 * One feed of the task's life, oldest first: comments (Markdown, @mentions,
 * their authors edit and delete them) between the recorded changes of
 * fields, todos and files; the composer below.
 */
export function TaskActivity({
  task,
  canComment,
  names,
}: {
  task: Task;
  canComment: boolean;
  names: HistoryNames;
}) {
  const comments = useQuery(taskCommentsQueryOptions(task.id));
  const updates = useQuery(taskUpdatesQueryOptions(task.id));
  // Mention list: people of the project's tasks. Someone without the right to
  // list them (only their own tasks) still comments, without the list.
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(task.projectId),
    enabled: canComment,
    meta: { errorPolicy: 'log' },
  });
  const people = (candidates.data ?? []).map((c) => c.user);
  const create = useCreateCommentMutation(task.id);
  const [composerKey, setComposerKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  if (!comments.data || !updates.data) return <Skeleton lines={4} label="Loading the activity" />;
  const feed = activityFeed(comments.data, updates.data);

  return (
    <Stack gap="medium">
      <Stack as="ol" gap="none" aria-label="Activity">
        {feed.map((item) => (
          <li key={item.key}>
            {item.kind === 'comment' ? (
              <CommentItem
                task={task}
                comment={item.comment}
                people={people}
                reload={() => comments.refetch()}
              />
            ) : (
              <div className={styles.change}>
                <Avatar
                  name={item.update.user?.name ?? 'Former user'}
                  color={item.update.user?.color}
                  size="xsmall"
                  isDecorative
                />
                <Text as="p">
                  <Text weight="medium">{item.update.user?.name ?? 'Former user'}</Text>{' '}
                  {describeUpdate(item.update, names)}{' '}
                  <Text tone="muted" size="small">
                    · {formatInstant(item.update.at)}
                  </Text>
                </Text>
              </div>
            )}
          </li>
        ))}
      </Stack>
      {canComment ? (
        <>
          {problem ? <Callout tone="critical">{problem}</Callout> : null}
          <PostEditor
            key={composerKey}
            projectId={task.projectId}
            label="Comment"
            submitLabel="Post comment"
            isSaving={create.isPending}
            error={null}
            mentionCandidates={people}
            onSubmit={(draft) => {
              setProblem(null);
              create.mutate(
                { body: draft.body, mentionedUserIds: draft.mentionedUserIds },
                {
                  onSuccess: () => {
                    setComposerKey((k) => k + 1);
                    snackbar.success('Comment posted');
                  },
                  onError: (error) => setProblem(commentErrorText(error, draft, people)),
                },
              );
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}

function CommentItem({
  task,
  comment,
  people,
  reload,
}: {
  task: Task;
  comment: TaskComment;
  people: readonly UserRef[];
  reload: () => Promise<unknown>;
}) {
  const update = useUpdateCommentMutation(task.id);
  const remove = useDeleteCommentMutation(task.id);
  return (
    <Post
      projectId={task.projectId}
      author={comment.author}
      body={comment.body}
      mentions={comment.mentions}
      createdAt={comment.createdAt}
      editedAt={comment.editedAt}
      canEdit={comment.mine}
      canDelete={comment.mine}
      isSaving={update.isPending}
      error={update.error}
      what="comment"
      // Those it already mentions stay mentionable in an edit, once each.
      mentionCandidates={[
        ...people,
        ...comment.mentions.filter((m) => !people.some((p) => p.id === m.id)),
      ]}
      onReload={reload}
      onSave={(draft, done) =>
        update.mutate(
          {
            commentId: comment.id,
            body: {
              body: draft.body,
              mentionedUserIds: draft.mentionedUserIds,
              version: comment.version,
            },
          },
          {
            onSuccess: () => {
              done();
              snackbar.success('Comment saved');
            },
            onError: (error) => {
              // A stale edit (409) and field errors show in the editor itself.
              if (isApiError(error) && error.status === 409) return;
              if (Object.keys(fieldErrorsOf(error)).length === 0)
                snackbar.error(errorMessageOf(error));
              else snackbar.error(commentErrorText(error, draft, people));
            },
          },
        )
      }
      onDelete={() =>
        remove.mutate(
          { commentId: comment.id, version: comment.version },
          { onSuccess: () => snackbar.success('Comment deleted') },
        )
      }
    />
  );
}
