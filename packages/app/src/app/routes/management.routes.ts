import type { RouteObject } from 'react-router';
import { managementSection } from '../../lib/navigation/sections';
import type { Loaders } from './loaders';
import { sectionRoute } from './section-routes';

const usersList = () => import('../../features/admin-users/routes/users-list.page');

/**
 * `/management`: users, teams, salaries, timesheet rules, roles, the audit
 * log, webhooks and imports (pages: `managementSection`).
 */
export function managementRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, managementSection, {
    '/management/users/all': { page: usersList },
    '/management/users/standard': { page: usersList },
    '/management/users/stakeholder': { page: usersList },
    '/management/users/:userId': {
      loader: g.requireIntParams('userId'),
      page: () => import('../../features/admin-users/routes/user-detail.page'),
    },
    '/management/teams': { page: () => import('../../features/teams/routes/teams.page') },
    '/management/salaries/employees': {
      page: () => import('../../features/salaries/routes/employees.page'),
    },
    '/management/salaries/groups': {
      page: () => import('../../features/salaries/routes/salary-groups.page'),
    },
    '/management/timesheet/locks': {
      page: () => import('../../features/timesheet/routes/locks.page'),
    },
    '/management/timesheet/export': {
      page: () => import('../../features/timesheet/routes/export-templates.page'),
    },
    '/management/timesheet/tasks': {
      page: () => import('../../features/timesheet/routes/timesheet-tasks.page'),
    },
    '/management/timesheet/til': {
      page: () => import('../../features/timesheet/routes/time-in-lieu.page'),
    },
    '/management/timesheet/holidays': {
      page: () => import('../../features/workload/routes/holidays.page'),
    },
    '/management/roles': { page: () => import('../../features/roles/routes/roles.page') },
    '/management/billing': {
      page: () => import('../../features/billing/routes/billing-settings.page'),
    },
    '/management/audit': { page: () => import('../../features/audit/routes/audit-log.page') },
    '/management/webhooks': {
      page: () => import('../../features/webhooks/routes/webhooks.page'),
    },
    '/management/import/': { page: () => import('../../features/imports/routes/import.page') },
    '/management/import/:importId': {
      loader: g.requireIntParams('importId'),
      page: () => import('../../features/imports/routes/import-detail.page'),
    },
  });
}
