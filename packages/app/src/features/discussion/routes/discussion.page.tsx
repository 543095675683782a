import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  AvatarGroup,
  Button,
  Card,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Stack,
  snackbar,
} from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { formatInstant } from '../../../lib/format';
import {
  THREADS_PAGE_SIZE,
  discussionKeys,
  threadQueryOptions,
  threadsQueryOptions,
} from '../discussion.queries';
import { useDiscussionMutation, type DiscussionChange } from '../discussion.mutations';
import { Post } from '../components/Post';
import { PostEditor } from '../components/PostEditor';
import * as styles from '../discussion.css';
import { useProjectContext } from '../../projects';

/** Discussion tab: threads by newest activity; `?thread=ID` opens one (notifications link there). */
export default function DiscussionPage() {
  const { project } = useProjectContext();
  const [params, setParams] = useSearchParams();
  const raw = params.get('thread');
  const threadId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return threadId ? (
    <ThreadView
      projectId={project.id}
      threadId={threadId}
      onBack={() => setParams({}, { replace: false })}
    />
  ) : (
    <ThreadList projectId={project.id} />
  );
}

function useChange(projectId: number) {
  const mutation = useDiscussionMutation(projectId);
  const run = (change: DiscussionChange, success: string, then?: (id: number | null) => void) =>
    mutation.mutate(change, {
      onSuccess: (id) => {
        snackbar.success(success);
        then?.(id);
      },
      onError: (error) => {
        // Field errors and a stale edit (409) show in the form itself; a stale delete says so here.
        const isEdit = change.kind === 'updateThread' || change.kind === 'updateComment';
        if (isEdit && isApiError(error) && error.status === 409) return;
        if (Object.keys(fieldErrorsOf(error)).length === 0) snackbar.error(errorMessageOf(error));
      },
    });
  return { mutation, run };
}

function ThreadList({ projectId }: { projectId: number }) {
  const { permissions } = useProjectContext();
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d+$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const threads = useQuery(threadsQueryOptions(projectId, page));
  const [writing, setWriting] = useState(false);
  const { mutation, run } = useChange(projectId);
  const pages = threads.data ? Math.max(1, Math.ceil(threads.data.total / THREADS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="large">
      {permissions.postDiscussion ? (
        writing ? (
          <Card title="New thread">
            <PostEditor
              projectId={projectId}
              label="New thread"
              withTitle
              submitLabel="Post thread"
              isSaving={mutation.isPending}
              error={mutation.error}
              onSubmit={(draft) =>
                run({ kind: 'createThread', input: draft }, 'Thread posted', (id) => {
                  setWriting(false);
                  if (id !== null) setParams({ thread: String(id) });
                })
              }
              onCancel={() => setWriting(false)}
            />
          </Card>
        ) : (
          <Inline wrap={false}>
            <Button variant="primary" icon="plus" onPress={() => setWriting(true)}>
              New thread
            </Button>
          </Inline>
        )
      ) : null}
      {threads.data ? (
        threads.data.items.length === 0 ? (
          <EmptyState
            title="No threads yet"
            description="Start a thread to discuss this project with its team."
            action={
              permissions.postDiscussion && !writing ? (
                <Button onPress={() => setWriting(true)}>New thread</Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className={styles.threadList} aria-label="Threads">
              {threads.data.items.map((thread) => (
                <li key={thread.id} className={styles.threadItem}>
                  <div className={styles.grow}>
                    <Link href={`?thread=${thread.id}`} tone="neutral">
                      {thread.title}
                    </Link>
                    <div className={styles.meta}>
                      {thread.author?.name ?? 'Former user'} ·{' '}
                      {thread.commentCount === 1 ? '1 reply' : `${thread.commentCount} replies`} ·
                      last activity {formatInstant(thread.lastActivityAt)}
                    </div>
                  </div>
                  {thread.mentions.length > 0 ? (
                    <AvatarGroup
                      size="xsmall"
                      label={`Mentioned in ${thread.title}`}
                      people={thread.mentions.map((m) => ({
                        id: m.id,
                        name: m.name,
                        color: m.color,
                      }))}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <Inline wrap={false}>
                <Button
                  isDisabled={page <= 1}
                  onPress={() => setParams({ page: String(page - 1) })}
                >
                  Newer
                </Button>
                <span className={styles.meta}>
                  Page {page} of {pages}
                </span>
                <Button
                  isDisabled={page >= pages}
                  onPress={() => setParams({ page: String(page + 1) })}
                >
                  Older
                </Button>
              </Inline>
            ) : null}
          </>
        )
      ) : (
        <Skeleton lines={5} label="Loading the threads" />
      )}
    </Stack>
  );
}

function ThreadView({
  projectId,
  threadId,
  onBack,
}: {
  projectId: number;
  threadId: number;
  onBack: () => void;
}) {
  const { permissions } = useProjectContext();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQueryOptions(projectId, threadId));
  const { mutation, run } = useChange(projectId);
  const reload = async () => {
    mutation.reset();
    await queryClient.invalidateQueries({ queryKey: discussionKeys.project(projectId) });
  };
  const [replyKey, setReplyKey] = useState(0);
  // Authors edit and delete their own posts; settings managers may delete any.
  const rightsOver = (post: { mine: boolean }) => ({
    canEdit: post.mine && permissions.postDiscussion,
    canDelete: (post.mine && permissions.postDiscussion) || permissions.manageSettings,
  });

  if (!thread.data) {
    return thread.isError ? (
      <EmptyState
        title="Thread not found"
        description="It may have been deleted."
        action={<Button onPress={onBack}>All threads</Button>}
      />
    ) : (
      <Skeleton lines={6} label="Loading the thread" />
    );
  }
  const t = thread.data;
  return (
    <Stack gap="large">
      <Inline wrap={false}>
        <Button icon="chevronLeft" variant="ghost" onPress={onBack}>
          All threads
        </Button>
      </Inline>
      <h2 className={styles.title}>{t.title}</h2>
      <Post
        projectId={projectId}
        what="thread"
        title={t.title}
        author={t.author}
        body={t.body}
        mentions={t.mentions}
        createdAt={t.createdAt}
        editedAt={t.editedAt}
        {...rightsOver(t)}
        isSaving={mutation.isPending}
        error={mutation.error}
        onSave={(draft, done) =>
          run(
            {
              kind: 'updateThread',
              threadId,
              input: {
                title: draft.title,
                body: draft.body,
                mentionedUserIds: draft.mentionedUserIds,
                version: t.version,
              },
            },
            'Thread saved',
            done,
          )
        }
        onDelete={() =>
          run({ kind: 'deleteThread', threadId, version: t.version }, 'Thread deleted', onBack)
        }
        onReload={reload}
      />
      <section aria-label="Replies">
        {t.comments.map((comment) => (
          <Post
            key={comment.id}
            projectId={projectId}
            what="reply"
            author={comment.author}
            body={comment.body}
            mentions={comment.mentions}
            createdAt={comment.createdAt}
            editedAt={comment.editedAt}
            {...rightsOver(comment)}
            isSaving={mutation.isPending}
            error={mutation.error}
            onSave={(draft, done) =>
              run(
                {
                  kind: 'updateComment',
                  threadId,
                  commentId: comment.id,
                  input: {
                    body: draft.body,
                    mentionedUserIds: draft.mentionedUserIds,
                    version: comment.version,
                  },
                },
                'Reply saved',
                done,
              )
            }
            onReload={reload}
            onDelete={() =>
              run(
                {
                  kind: 'deleteComment',
                  threadId,
                  commentId: comment.id,
                  version: comment.version,
                },
                'Reply deleted',
              )
            }
          />
        ))}
      </section>
      {permissions.postDiscussion ? (
        <Card title="Reply">
          <PostEditor
            key={replyKey}
            projectId={projectId}
            label="Reply"
            submitLabel="Post reply"
            isSaving={mutation.isPending}
            error={mutation.error}
            onSubmit={(draft) =>
              run(
                {
                  kind: 'createComment',
                  threadId,
                  input: { body: draft.body, mentionedUserIds: draft.mentionedUserIds },
                },
                'Reply posted',
                () => setReplyKey((k) => k + 1),
              )
            }
          />
        </Card>
      ) : null}
    </Stack>
  );
}
