import type { RouteObject } from 'react-router';
import { may, access, managementSections } from '../../lib/session/access';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { onlyAllowed, page } from './route-helpers';

/** `/management`: users, teams, salaries, timesheet rules, roles and the audit log. */
export function managementRoutes(g: Loaders): RouteObject {
  return {
    path: 'management',
    loader: g.requireAccess(access.management),
    handle: { title: 'Management' } satisfies RouteHandle,
    children: [
      { index: true, loader: g.defaultChild('management', managementSections) },
      {
        path: 'users',
        loader: g.requireAccess(access.users),
        handle: { title: 'Users', rememberIn: 'management' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('management/users', () =>
              ['all', 'standard', 'stakeholder'].map((c) => `/management/users/${c}`),
            ),
          },
          ...(
            [
              ['all', 'All Users'],
              ['standard', 'Standard Users'],
              ['stakeholder', 'Stakeholder Users'],
            ] as const
          ).map(([path, title]): RouteObject => ({
            path,
            handle: { title, rememberIn: 'management/users' } satisfies RouteHandle,
            lazy: page(() => import('../../features/admin-users/routes/users-list.page')),
          })),
          {
            path: ':userId',
            loader: g.requireIntParams('userId'),
            handle: { title: 'User' } satisfies RouteHandle,
            lazy: page(() => import('../../features/admin-users/routes/user-detail.page')),
          },
        ],
      },
      {
        path: 'teams',
        loader: g.requireAccess(access.teams),
        handle: { title: 'Teams', rememberIn: 'management' } satisfies RouteHandle,
        lazy: page(() => import('../../features/teams/routes/teams.page')),
      },
      {
        path: 'salaries',
        loader: g.requireAccess(access.salaries),
        handle: { title: 'Salaries', rememberIn: 'management' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('management/salaries', (u) =>
              onlyAllowed([
                ['/management/salaries/employees', access.employees(u)],
                ['/management/salaries/groups', access.salaryGroups(u)],
              ]),
            ),
          },
          {
            path: 'employees',
            loader: g.requireAccess(access.employees),
            handle: { title: 'Employees', rememberIn: 'management/salaries' } satisfies RouteHandle,
            lazy: page(() => import('../../features/salaries/routes/employees.page')),
          },
          {
            path: 'groups',
            loader: g.requireAccess(access.salaryGroups),
            handle: {
              title: 'Salary Groups',
              rememberIn: 'management/salaries',
            } satisfies RouteHandle,
            lazy: page(() => import('../../features/salaries/routes/salary-groups.page')),
          },
        ],
      },
      {
        path: 'timesheet',
        loader: g.requireAccess(access.timesheetRules),
        handle: { title: 'Timesheet Rules', rememberIn: 'management' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('management/timesheet', (u) =>
              onlyAllowed([
                ['/management/timesheet/locks', access.timesheetLocks(u)],
                ['/management/timesheet/export', access.timesheetExport(u)],
                ['/management/timesheet/tasks', access.timesheetTasks(u)],
                ['/management/timesheet/til', access.timeInLieu(u)],
                ['/management/timesheet/holidays', access.holidays(u)],
              ]),
            ),
          },
          {
            path: 'locks',
            loader: g.requireAccess(access.timesheetLocks),
            handle: { title: 'Locking', rememberIn: 'management/timesheet' } satisfies RouteHandle,
            lazy: page(() => import('../../features/timesheet/routes/locks.page')),
          },
          {
            path: 'export',
            loader: g.requireAccess(access.timesheetExport),
            handle: { title: 'Export', rememberIn: 'management/timesheet' } satisfies RouteHandle,
            lazy: page(() => import('../../features/timesheet/routes/export-templates.page')),
          },
          {
            path: 'tasks',
            loader: g.requireAccess(access.timesheetTasks),
            handle: {
              title: 'Timesheet Tasks',
              rememberIn: 'management/timesheet',
            } satisfies RouteHandle,
            lazy: page(() => import('../../features/timesheet/routes/timesheet-tasks.page')),
          },
          {
            path: 'til',
            loader: g.requireAccess(access.timeInLieu),
            handle: {
              title: 'Time In Lieu',
              rememberIn: 'management/timesheet',
            } satisfies RouteHandle,
            lazy: page(() => import('../../features/timesheet/routes/time-in-lieu.page')),
          },
          {
            path: 'holidays',
            loader: g.requireAccess(access.holidays),
            handle: { title: 'Holidays', rememberIn: 'management/timesheet' } satisfies RouteHandle,
            lazy: page(() => import('../../features/workload/routes/holidays.page')),
          },
        ],
      },
      {
        path: 'roles',
        loader: g.requireAccess((u) => may(u, 'manageRoles')),
        handle: { title: 'Roles' } satisfies RouteHandle,
        lazy: page(() => import('../../features/roles/routes/roles.page')),
      },
      {
        path: 'audit',
        loader: g.requireAccess((u) => may(u, 'manageRoles')),
        handle: { title: 'Audit Log' } satisfies RouteHandle,
        lazy: page(() => import('../../features/audit/routes/audit-log.page')),
      },
    ],
  };
}
