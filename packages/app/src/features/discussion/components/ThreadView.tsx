import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, EmptyState, Inline, Skeleton, Stack, Text } from '@keel/ui';
import { useProjectContext } from '../../projects';
import { discussionKeys, threadQueryOptions } from '../discussion.queries';
import { Post } from './Post';
import { PostEditor } from './PostEditor';
import { useChange } from './useDiscussionChange';

/** One thread with its comments, and the forms to answer, edit or delete. */
export function ThreadView({
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
      <Text as="h2" size="large">
        {t.title}
      </Text>
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
