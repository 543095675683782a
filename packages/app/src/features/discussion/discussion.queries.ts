import { queryOptions } from '@tanstack/react-query';
import { discussionEndpoints } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

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
  return pageQueryOptions(
    discussionKeys.threads(projectId, page),
    discussionEndpoints.listThreads,
    {
      params: { projectId },
      query: { page, pageSize: THREADS_PAGE_SIZE },
    },
  );
}

export function threadQueryOptions(projectId: number, threadId: number) {
  return endpointQueryOptions(
    discussionKeys.thread(projectId, threadId),
    discussionEndpoints.getThread,
    {
      params: { projectId, threadId },
    },
  );
}

export function mentionCandidatesQueryOptions(projectId: number) {
  return queryOptions({
    ...endpointQueryOptions(
      discussionKeys.mentionCandidates(projectId),
      discussionEndpoints.mentionCandidates,
      { params: { projectId } },
    ),
    staleTime: 60 * 1000,
  });
}
