import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectsEndpoints, tasksEndpoints, TASK_COMPLETION } from '@keel/types';
import { apiRequest } from '../../lib/api';
import type { TimeTarget } from './time-targets';
import { ALL_TARGETS, timesheetKeys, type TargetSearchScope } from './timesheet.queries';

/*
 * The target search, apart from the timesheet's other queries: it calls the
 * task and project lists, whose part of the API contract (their schemas) only
 * the pickers that search need to load, not the week page.
 */

const TARGET_SEARCH_TASKS = 20;
const TARGET_SEARCH_PROJECTS = 5;

/**
 * Open tasks and projects (time on the project itself) whose name matches a
 * text, as time targets: the ones the user may see (the API scopes both
 * lists). Whether the user may log on one is the API's answer on save.
 * `scope` leaves out a list the user may not call (a Team Member lists tasks
 * but not projects: asking would be a 403, which sends the page to
 * /unauthorized).
 */
export function timeTargetSearchQueryOptions(
  search: string,
  scope: TargetSearchScope = ALL_TARGETS,
) {
  return queryOptions({
    queryKey: timesheetKeys.targetSearch(search, scope),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<TimeTarget[]> => {
      const [tasks, projects] = await Promise.all([
        !scope.tasks
          ? { items: [] }
          : apiRequest(tasksEndpoints.query, {
              query: {},
              body: {
                filters: [
                  { filterName: 'text', stringValue: search },
                  { filterName: 'completion', intValue: TASK_COMPLETION.ongoing },
                ],
                sort: { column: 'name', direction: 'asc' },
                pageSize: TARGET_SEARCH_TASKS,
              },
              signal,
            }),
        !scope.projects
          ? { items: [] }
          : apiRequest(projectsEndpoints.globalQuery, {
              query: { search },
              body: { filters: [], page: 1, pageSize: TARGET_SEARCH_PROJECTS },
              signal,
            }),
      ]);
      return [
        ...tasks.items.map((task): TimeTarget => ({
          kind: 'task',
          id: task.id,
          name: task.name,
          project: { id: task.project.id, name: task.project.name },
        })),
        ...projects.items.map((project): TimeTarget => ({
          kind: 'project',
          id: project.id,
          name: project.name,
        })),
      ];
    },
  });
}
