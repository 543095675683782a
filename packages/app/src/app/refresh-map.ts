import type { RefreshMap } from '../lib/refresh';
import { pickersKeys } from '../lib/pickers';
import { sessionKeys } from '../lib/session/session.keys';
import { adminUsersKeys } from '../features/admin-users/admin-users.keys';
import { financesKeys } from '../features/finances/finances.queries';
import { invoicesKeys } from '../features/invoices/invoices.queries';
import { milestonesKeys } from '../features/milestones/milestones.queries';
import { timelineKeys } from '../features/timeline/timeline.queries';
import { projectsKeys } from '../features/projects/projects.queries';
import { rolesKeys } from '../features/roles/roles.queries';
import {
  taskDependenciesFilter,
  taskTimelogsFilter,
  tasksKeys,
} from '../features/tasks/tasks.queries';
import { teamsKeys } from '../features/teams/teams.queries';
import { timeMaterialKeys } from '../features/time-material/time-material.queries';

/**
 * The ONE map from named events (lib/refresh) to the queries they refresh
 * across features. A feature announces what it wrote; this map, in the
 * composition root (the only place that may name every feature's keys), says
 * who shows it. Installed at start (main.tsx; the test setup) and loaded on the
 * first announcement, in its own chunk. Imports the key factories directly
 * (`*.queries.ts`, `*.keys.ts`), not the front doors, so the chunk carries no
 * components.
 */
export const refreshMap: RefreshMap = {
  // Entries are the grid's, the calendar's, the weeks' and time in lieu's
  // (timesheet refreshes those itself); a task's time log lists them, and
  // logged time is the actual cost and T&M revenue of the finance figures.
  'time entry written': () => [taskTimelogsFilter, { queryKey: financesKeys.all }],

  // The project's milestones count their tasks' progress; the timeline draws their dates.
  'task changed': ({ projectId }) => [
    { queryKey: milestonesKeys.project(projectId) },
    { queryKey: timelineKeys.project(projectId) },
  ],

  // The timeline moved tasks (perhaps hundreds of successors): the task pages
  // and lists show their dates, the milestones their progress.
  'tasks rescheduled': ({ projectId }) => [
    { queryKey: tasksKeys.all },
    { queryKey: milestonesKeys.project(projectId) },
    { queryKey: timelineKeys.project(projectId) },
  ],

  // A dependency shows on both its tasks (the other end's page may be open
  // too) and as an arrow on the timeline.
  'task dependencies changed': ({ projectId }) => [
    taskDependenciesFilter,
    { queryKey: timelineKeys.project(projectId) },
  ],

  // Amounts and dates are revenue (actual or forecast); tasks show their milestone's name.
  'milestone changed': ({ projectId, renamedOrDeleted }) => [
    { queryKey: milestonesKeys.project(projectId) },
    { queryKey: financesKeys.project(projectId) },
    { queryKey: financesKeys.portfolio() },
    ...(renamedOrDeleted ? [{ queryKey: tasksKeys.all }] : []),
  ],

  // The invoice pages and lists; issuing locks (voiding and deleting release) the
  // milestones and time it bills, which the milestones, the T&M contracts and the
  // finance figures show.
  'invoice changed': ({ projectId }) => [
    { queryKey: invoicesKeys.all },
    { queryKey: milestonesKeys.project(projectId) },
    { queryKey: timeMaterialKeys.project(projectId) },
    { queryKey: financesKeys.project(projectId) },
    { queryKey: financesKeys.portfolio() },
  ],

  // The invoice client picker offers contacts (with whether their billing details are complete).
  'contact changed': () => [{ queryKey: invoicesKeys.clientSearches() }],

  // One project: its page and the lists showing it; any project: everything about projects.
  'project changed': ({ projectId }) =>
    projectId === undefined
      ? [{ queryKey: projectsKeys.all }, { queryKey: pickersKeys.projects() }]
      : [{ queryKey: projectsKeys.detail(projectId) }, { queryKey: projectsKeys.lists() }],

  // The user pages, the teams and roles (member counts), the pickers, and the
  // signed-in user (their own name, roles or teams may change the menu).
  'user changed': () => [
    { queryKey: adminUsersKeys.all },
    { queryKey: teamsKeys.all },
    { queryKey: rolesKeys.all },
    { queryKey: pickersKeys.users() },
    { queryKey: pickersKeys.roles() },
    { queryKey: pickersKeys.teams() },
    { queryKey: sessionKeys.current() },
  ],

  // A role's flags reach its users' permissions and the signed-in user's own menu.
  'role changed': () => [
    { queryKey: rolesKeys.all },
    { queryKey: pickersKeys.roles() },
    { queryKey: adminUsersKeys.all },
    { queryKey: pickersKeys.users() },
    { queryKey: sessionKeys.current() },
  ],

  // A team's members and lead show on the user pages and in the signed-in user's teams.
  'team changed': () => [
    { queryKey: teamsKeys.all },
    { queryKey: pickersKeys.teams() },
    { queryKey: adminUsersKeys.all },
    { queryKey: pickersKeys.users() },
    { queryKey: sessionKeys.current() },
  ],
};
