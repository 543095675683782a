import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  discussionEndpoints,
  type DiscussionCommentCreateInput,
  type DiscussionCommentUpdateInput,
  type DiscussionThreadCreateInput,
  type DiscussionThreadUpdateInput,
} from '@keel/types';
import { apiRequest, isApiError } from '../../lib/api';
import { discussionKeys } from './discussion.queries';

/**
 * Every post changes the thread and the order of the list: refresh the
 * project's discussion — except a deleted thread, which is gone (asking for
 * it again would only answer 404).
 */
function useInvalidateDiscussion(projectId: number) {
  const queryClient = useQueryClient();
  return (change: DiscussionChange) => {
    const gone =
      change.kind === 'deleteThread' ? discussionKeys.thread(projectId, change.threadId) : null;
    return queryClient.invalidateQueries({
      queryKey: discussionKeys.project(projectId),
      predicate: (query) =>
        gone === null || JSON.stringify(query.queryKey) !== JSON.stringify(gone),
    });
  };
}

const inline = { errorPolicy: 'inline' } as const;

export type DiscussionChange =
  | { kind: 'createThread'; input: DiscussionThreadCreateInput }
  | { kind: 'updateThread'; threadId: number; input: DiscussionThreadUpdateInput }
  | { kind: 'deleteThread'; threadId: number; version: number }
  | { kind: 'createComment'; threadId: number; input: DiscussionCommentCreateInput }
  | {
      kind: 'updateComment';
      threadId: number;
      commentId: number;
      input: DiscussionCommentUpdateInput;
    }
  | { kind: 'deleteComment'; threadId: number; commentId: number; version: number };

/** One mutation for every post change; the answer is the created thread's id where there is one. */
export function useDiscussionMutation(projectId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDiscussion(projectId);
  return useMutation({
    meta: inline,
    mutationFn: async (change: DiscussionChange): Promise<number | null> => {
      switch (change.kind) {
        case 'createThread':
          return (
            await apiRequest(discussionEndpoints.createThread, {
              params: { projectId },
              body: change.input,
            })
          ).id;
        case 'updateThread':
          await apiRequest(discussionEndpoints.updateThread, {
            params: { projectId, threadId: change.threadId },
            body: change.input,
          });
          return change.threadId;
        case 'deleteThread':
          await apiRequest(discussionEndpoints.deleteThread, {
            params: { projectId, threadId: change.threadId },
            query: { version: change.version },
          });
          return null;
        case 'createComment':
          await apiRequest(discussionEndpoints.createComment, {
            params: { projectId, threadId: change.threadId },
            body: change.input,
          });
          return change.threadId;
        case 'updateComment':
          await apiRequest(discussionEndpoints.updateComment, {
            params: { projectId, threadId: change.threadId, commentId: change.commentId },
            body: change.input,
          });
          return change.threadId;
        case 'deleteComment':
          await apiRequest(discussionEndpoints.deleteComment, {
            params: { projectId, threadId: change.threadId, commentId: change.commentId },
            query: { version: change.version },
          });
          return change.threadId;
      }
    },
    onSuccess: async (_id, change) => {
      await invalidate(change);
    },
    // A stale delete (409: the post was edited meanwhile) shows the post as it is now.
    onError: async (error) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: discussionKeys.project(projectId) });
    },
  });
}
