import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import {
  buildPath,
  MAX_PAGE_SIZE,
  TASK_ATTACHMENT_DOWNLOAD_PATH,
  tasksEndpoints,
  type Task,
  type TaskQueryInput,
} from '@keel/types';
import { apiRequest, endpointQueryOptions, pageQueryOptions } from '../../lib/api';

/**
 * Query keys of the tasks feature, from general to specific. Every list (project
 * list, board, my/team/all tasks, custom views) sits under `lists()`, so one
 * invalidation refreshes them all after a write; one task's sub-resources sit
 * under `detail(id)`.
 */
export const tasksKeys = {
  all: ['tasks'] as const,
  lists: () => [...tasksKeys.all, 'list'] as const,
  list: (body: TaskQueryInput, includeParent: boolean) =>
    [...tasksKeys.lists(), { body, includeParent }] as const,
  /** The same list loaded page by page (an infinite query keeps its pages apart). */
  listPages: (body: TaskQueryInput, includeParent: boolean) =>
    [...tasksKeys.list(body, includeParent), 'pages'] as const,
  board: (projectId: number) => [...tasksKeys.lists(), 'board', projectId] as const,
  /** Mutation key of the card moves on one board (they run one at a time). */
  boardMoves: (projectId: number) => [...tasksKeys.all, 'board-move', projectId] as const,
  filterOptions: (includeStatus: boolean, includeAssignee: boolean) =>
    [...tasksKeys.all, 'filter-options', { includeStatus, includeAssignee }] as const,
  assigneeCandidates: (projectId: number) =>
    [...tasksKeys.all, 'assignee-candidates', projectId] as const,
  assigneeSuggestions: (projectId: number) =>
    [...tasksKeys.all, 'assignee-suggestions', projectId] as const,
  details: () => [...tasksKeys.all, 'detail'] as const,
  detail: (taskId: number) => [...tasksKeys.details(), taskId] as const,
  permissions: (taskId: number) => [...tasksKeys.detail(taskId), 'permissions'] as const,
  comments: (taskId: number) => [...tasksKeys.detail(taskId), 'comments'] as const,
  todos: (taskId: number) => [...tasksKeys.detail(taskId), 'todos'] as const,
  attachments: (taskId: number) => [...tasksKeys.detail(taskId), 'attachments'] as const,
  timelog: (taskId: number, page: number) =>
    [...tasksKeys.detail(taskId), 'timelog', page] as const,
  updates: (taskId: number) => [...tasksKeys.detail(taskId), 'updates'] as const,
  dependencies: (taskId: number) => [...tasksKeys.detail(taskId), 'dependencies'] as const,
  /** Tasks of one project matching a text, offered as a dependency's other end. */
  dependencyCandidates: (projectId: number, search: string) =>
    [...tasksKeys.all, 'dependency-candidates', projectId, search] as const,
};

/** Every task's time log (any task, any page): what a time entry write refreshes. */
export const taskTimelogsFilter: QueryFilters = {
  queryKey: tasksKeys.details(),
  predicate: (query) => query.queryKey[3] === 'timelog',
};

/**
 * Every task's dependency list: a dependency shows on both its tasks, so a
 * write on one task's page leaves the other's list stale too.
 */
export const taskDependenciesFilter: QueryFilters = {
  queryKey: tasksKeys.details(),
  predicate: (query) => query.queryKey[3] === 'dependencies',
};

/** Loads a task again (e.g. after a conflict elsewhere): other features ask, tasks owns the key. */
export function reloadTask(queryClient: QueryClient, taskId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tasksKeys.detail(taskId) });
}

/** One query of tasks (`POST /tasks/query`): a page of items, the total and the groups. */
export function taskListQueryOptions(body: TaskQueryInput, includeParent = false) {
  return pageQueryOptions(tasksKeys.list(body, includeParent), tasksEndpoints.query, {
    query: { includeParent: includeParent ? 'true' : undefined },
    body,
  });
}

/** Filter definitions of the task views (SPEC §3), with or without status and assignee. */
export function taskFilterOptionsQueryOptions(includeStatus: boolean, includeAssignee: boolean) {
  return queryOptions({
    ...endpointQueryOptions(
      tasksKeys.filterOptions(includeStatus, includeAssignee),
      tasksEndpoints.queryOptions,
      {
        query: {
          includeTaskStatusFilter: includeStatus ? 'true' : undefined,
          includeTaskAssigneeFilters: includeAssignee ? 'true' : undefined,
        },
      },
    ),
    staleTime: 5 * 60 * 1000,
  });
}

export function assigneeCandidatesQueryOptions(projectId: number) {
  return queryOptions({
    ...endpointQueryOptions(
      tasksKeys.assigneeCandidates(projectId),
      tasksEndpoints.assigneeCandidates,
      { query: { projectId } },
    ),
    staleTime: 60 * 1000,
  });
}

export function assigneeSuggestionsQueryOptions(projectId: number) {
  return queryOptions({
    ...endpointQueryOptions(
      tasksKeys.assigneeSuggestions(projectId),
      tasksEndpoints.assigneeSuggestions,
      { query: { projectId } },
    ),
    staleTime: 60 * 1000,
  });
}

export function taskQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.detail(taskId), tasksEndpoints.get, { params: { taskId } });
}

export function taskPermissionsQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.permissions(taskId), tasksEndpoints.permissions, {
    params: { taskId },
  });
}

export function taskCommentsQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.comments(taskId), tasksEndpoints.listComments, {
    params: { taskId },
  });
}

export function taskTodosQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.todos(taskId), tasksEndpoints.listTodos, {
    params: { taskId },
  });
}

export function taskAttachmentsQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.attachments(taskId), tasksEndpoints.listAttachments, {
    params: { taskId },
  });
}

export function taskTimelogQueryOptions(taskId: number, page = 1) {
  return endpointQueryOptions(tasksKeys.timelog(taskId, page), tasksEndpoints.timelog, {
    params: { taskId },
    query: { page },
  });
}

export function taskUpdatesQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.updates(taskId), tasksEndpoints.updates, {
    params: { taskId },
  });
}

export function taskDependenciesQueryOptions(taskId: number) {
  return endpointQueryOptions(tasksKeys.dependencies(taskId), tasksEndpoints.listDependencies, {
    params: { taskId },
  });
}

/** How many matches the dependency search offers (the user types more to narrow them). */
const DEPENDENCY_CANDIDATES = 20;

/** Tasks of the project whose name matches `search` (`POST /tasks/query`), by name. */
export function dependencyCandidatesQueryOptions(projectId: number, search: string) {
  return queryOptions({
    queryKey: tasksKeys.dependencyCandidates(projectId, search),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const found = await apiRequest(tasksEndpoints.query, {
        query: {},
        body: {
          filters: [
            { filterName: 'project', intValue: projectId },
            ...(search ? [{ filterName: 'text', stringValue: search }] : []),
          ],
          sort: { column: 'name', direction: 'asc' },
          pageSize: DEPENDENCY_CANDIDATES,
        },
        signal,
      });
      // May the user edit every task of the project (a successor is added on the other task)?
      return { items: found.items, editsAnyTask: found.managedProjectIds.includes(projectId) };
    },
  });
}

/** Key of the task statistics of one project, or of every task the user may see (null). */
export const taskStatsKey = (projectId: number | null) =>
  [...tasksKeys.all, 'stats', projectId] as const;

/** Task statistics (`GET /tasks/stats`): of one project, or of every task the user may see. */
export function taskStatsQueryOptions(projectId: number | null) {
  return endpointQueryOptions(taskStatsKey(projectId), tasksEndpoints.stats, {
    query: { projectId: projectId ?? undefined },
  });
}

/**
 * A task list loaded page by page (`POST /tasks/query`, `page` = the page
 * param): lists keep what they loaded and ask for the next page on demand,
 * so a long list grows in the virtualised table instead of being cut off.
 */
export function taskListInfiniteQueryOptions(body: TaskQueryInput, includeParent = false) {
  return infiniteQueryOptions({
    queryKey: tasksKeys.listPages(body, includeParent),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(tasksEndpoints.query, {
        query: { includeParent: includeParent ? 'true' : undefined },
        body: { ...body, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * (body.pageSize ?? 100) < last.total ? pages.length + 1 : undefined,
  });
}

/**
 * Every visible task of one project in board order (`sort: index`), subtasks
 * included (the board translates a place among cards into the server's
 * position, which counts them). Pages of the largest size until all are in:
 * one request up to 500 tasks. Under `lists()`, so task writes refresh it.
 */
export function boardTasksQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: tasksKeys.board(projectId),
    queryFn: async ({ signal }): Promise<Task[]> => {
      const tasks: Task[] = [];
      for (let page = 1; ; page += 1) {
        const result = await apiRequest(tasksEndpoints.query, {
          query: {},
          body: {
            filters: [{ filterName: 'project', intValue: projectId }],
            sort: { column: 'index', direction: 'asc' },
            page,
            pageSize: MAX_PAGE_SIZE,
          },
          signal,
        });
        tasks.push(...result.items);
        if (result.items.length < MAX_PAGE_SIZE || tasks.length >= result.total) return tasks;
      }
    },
  });
}

/** Where an attachment downloads from (a plain link: the browser saves it; images preview from it). */
export function attachmentUrl(taskId: number, attachmentId: number): string {
  return buildPath(TASK_ATTACHMENT_DOWNLOAD_PATH, { taskId, attachmentId });
}
