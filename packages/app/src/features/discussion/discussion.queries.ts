import { queryOptions } from '@tanstack/react-query';
import { discussionEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';

/** Query keys of a project's discussion, from general to specific. */
export const discussionKeys = {
  all: ['discussion'] as const,
  project: (projectId: number) => [...discussionKeys.all, projectId] as const,
  threads: (projectId: number, page: number) =>
    [...discussionKeys.project(projectId), 'threads', page] as const,
  thread: (projectId: number, threadId: number) =>
    [...discussionKeys.project(projectId), 'thread', threadId] as const,
  mentionCandidates: (projectId: number) =>
    [...discussionKeys.project(projectId), 'mention-candidates'] as const,
};

export const THREADS_PAGE_SIZE = 20;

export function threadsQueryOptions(projectId: number, page: number) {
  return queryOptions({
    queryKey: discussionKeys.threads(projectId, page),
    queryFn: ({ signal }) =>
      apiRequest(discussionEndpoints.listThreads, {
        params: { projectId },
        query: { page, pageSize: THREADS_PAGE_SIZE },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function threadQueryOptions(projectId: number, threadId: number) {
  return queryOptions({
    queryKey: discussionKeys.thread(projectId, threadId),
    queryFn: ({ signal }) =>
      apiRequest(discussionEndpoints.getThread, { params: { projectId, threadId }, signal }),
  });
}

export function mentionCandidatesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: discussionKeys.mentionCandidates(projectId),
    queryFn: ({ signal }) =>
      apiRequest(discussionEndpoints.mentionCandidates, { params: { projectId }, signal }),
    staleTime: 60 * 1000,
  });
}
