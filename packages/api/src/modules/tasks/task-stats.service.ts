import { TASK_STATUSES, type TaskStats } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { utcDate } from '../../lib/dates';
import { ForbiddenError } from '../../lib/errors';
import { getProjectPermissions, hasFlag, type AuthUser } from '../auth';
import {
  assigneeCounts,
  completedPerWeek,
  loggedByAssignee,
  domainCounts,
  statusCounts,
  type StatsScope,
} from './task-stats.repository';
import { viewerOf } from './tasks.service';

/** Weeks shown by "completed per week", the current one last. */
export const STATS_WEEKS = 12;
const DAY_MS = 86_400_000;

/**
 * Who may read the statistics (the module README says why):
 * - of all tasks (no project): `readProjectTaskStats`, the SPEC §6 rule of
 *   the Stats menu entry;
 * - of one project: whoever may read that project's tasks (a task reading
 *   flag and the project's `readTasks`), as its Tasks tab shows them.
 * Either way the figures count only the tasks the user may see, in SQL,
 * exactly as POST /tasks/query scopes them. External users see none: 403.
 */
async function statsScope(
  deps: AppDeps,
  user: AuthUser,
  projectId: number | undefined,
): Promise<StatsScope> {
  if (user.external) throw new ForbiddenError();
  const today = utcDate(deps.clock());
  if (projectId === undefined) {
    if (!hasFlag(user, 'readProjectTaskStats')) throw new ForbiddenError();
  } else {
    const readsTasks =
      hasFlag(user, 'readProjectTasks') || hasFlag(user, 'readAssignedProjectTasks');
    const project = await getProjectPermissions(deps.knex, user, projectId);
    if (!readsTasks || !project.readTasks) throw new ForbiddenError();
  }
  return { viewer: await viewerOf(deps.knex, user), projectId: projectId ?? null, today };
}

/** Monday 00:00 UTC of the week of `ms`. */
function weekStartOf(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

export async function stats(
  deps: AppDeps,
  user: AuthUser,
  query: { projectId?: number },
): Promise<TaskStats> {
  const scope = await statsScope(deps, user, query.projectId);
  const firstWeek = weekStartOf(deps.clock()) - (STATS_WEEKS - 1) * 7 * DAY_MS;
  const [statuses, assignees, domains, weeks, logged] = await Promise.all([
    statusCounts(deps.knex, scope),
    assigneeCounts(deps.knex, scope),
    domainCounts(deps.knex, scope),
    completedPerWeek(deps.knex, scope, firstWeek),
    loggedByAssignee(deps.knex, scope),
  ]);
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  const done = statuses.find((s) => s.status === 'done')?.count ?? 0;
  const byName = (
    a: { assignee: { name: string } | null },
    b: { assignee: { name: string } | null },
  ) => (a.assignee?.name ?? '\uffff').localeCompare(b.assignee?.name ?? '\uffff');
  const loggedMinutes = [...logged.values()].reduce((sum, minutes) => sum + minutes, 0);
  return {
    total,
    open: total - done,
    overdue: statuses.reduce((sum, s) => sum + s.overdue, 0),
    byStatus: TASK_STATUSES.map((status) => ({
      status,
      count: statuses.find((s) => s.status === status)?.count ?? 0,
    })),
    byAssignee: assignees
      .slice()
      .sort((a, b) => b.count - a.count || byName(a, b))
      .map(({ assignee, count, open, overdue }) => ({ assignee, count, open, overdue })),
    byDomain: domains
      .slice()
      .sort(
        (a, b) => b.count - a.count || (a.domain ?? '\uffff').localeCompare(b.domain ?? '\uffff'),
      ),
    completedPerWeek: Array.from({ length: STATS_WEEKS }, (_, index) => ({
      weekStart: utcDate(firstWeek + index * 7 * DAY_MS),
      count: weeks.get(index) ?? 0,
    })),
    effort: {
      estimatedMinutes: assignees.reduce((sum, a) => sum + a.estimatedMinutes, 0),
      loggedMinutes,
      estimatedTasks: assignees.reduce((sum, a) => sum + a.estimatedTasks, 0),
      byAssignee: assignees
        .filter((a) => a.estimatedMinutes > 0 || logged.has(a.assignee?.id ?? null))
        .sort((a, b) => b.estimatedMinutes - a.estimatedMinutes || byName(a, b))
        .map(({ assignee, estimatedMinutes }) => ({
          assignee,
          estimatedMinutes,
          loggedMinutes: logged.get(assignee?.id ?? null) ?? 0,
        })),
    },
  };
}
