import { access, may, type AccessUser } from '../../session/access';
import { menuTabs, type Section } from '../section.types';

const manageRoles = (u: AccessUser) => may(u, 'manageRoles');

/**
 * `/management`: users, teams, salaries, timesheet rules, roles and the audit
 * log. `/management` lands on the remembered or first allowed of users,
 * teams, salaries and timesheet rules (SPEC §2 "Management").
 */
export const managementSection: Section = {
  id: 'management',
  path: '/management',
  title: 'Management',
  icon: 'settings',
  access: access.management,
  remember: 'management',
  children: [
    {
      path: 'users',
      title: 'Users',
      access: access.users,
      remember: 'management/users',
      menu: { id: 'management-users', label: 'Users' },
      children: [
        ...menuTabs('management-users', [
          ['all', 'All Users', 'All'],
          ['standard', 'Standard Users', 'Standard'],
          ['stakeholder', 'Stakeholder Users', 'Stakeholder'],
        ]),
        { path: ':userId', title: 'User' },
      ],
    },
    {
      path: 'roles',
      title: 'Roles',
      access: manageRoles,
      landing: false,
      menu: { id: 'management-roles', label: 'Roles' },
    },
    {
      path: 'teams',
      title: 'Teams',
      access: access.teams,
      menu: { id: 'management-teams', label: 'Teams' },
    },
    {
      path: 'salaries',
      title: 'Salaries',
      access: access.salaries,
      remember: 'management/salaries',
      menu: { id: 'management-salaries', label: 'Salaries' },
      children: [
        {
          path: 'employees',
          title: 'Employees',
          access: access.employees,
          menu: { id: 'management-employees', label: 'Employees' },
        },
        {
          path: 'groups',
          title: 'Salary Groups',
          access: access.salaryGroups,
          menu: { id: 'management-salary-groups', label: 'Salary Groups' },
        },
      ],
    },
    {
      path: 'timesheet',
      title: 'Timesheet Rules',
      access: access.timesheetRules,
      // The landing asks for locks or export templates, as SPEC §2 orders it.
      landing: (u) => may(u, { anyOf: ['readTimesheetLocks', 'readTimesheetExportTemplates'] }),
      remember: 'management/timesheet',
      menu: { id: 'management-timesheet', label: 'Timesheet' },
      children: [
        {
          path: 'locks',
          title: 'Locking',
          access: access.timesheetLocks,
          menu: { id: 'management-locks', label: 'Locking' },
        },
        {
          path: 'export',
          title: 'Export',
          access: access.timesheetExport,
          menu: { id: 'management-export', label: 'Export' },
        },
        {
          path: 'tasks',
          title: 'Timesheet Tasks',
          access: access.timesheetTasks,
          menu: { id: 'management-timesheet-tasks', label: 'Tasks' },
        },
        {
          path: 'til',
          title: 'Time In Lieu',
          access: access.timeInLieu,
          menu: { id: 'management-til', label: 'Time In Lieu' },
        },
        {
          path: 'holidays',
          title: 'Holidays',
          access: access.holidays,
          menu: { id: 'management-holidays', label: 'Holidays' },
        },
      ],
    },
    {
      // The firm's billing details (issue 32): administrators keep them (the API's rule).
      path: 'billing',
      title: 'Billing',
      access: manageRoles,
      landing: false,
      menu: { id: 'management-billing', label: 'Billing' },
    },
    {
      path: 'audit',
      title: 'Audit Log',
      access: manageRoles,
      landing: false,
      menu: { id: 'management-audit', label: 'Audit Log' },
    },
    {
      // Webhooks (issue 33): manageWebhooks, the administrators' flag.
      path: 'webhooks',
      title: 'Webhooks',
      access: (u) => may(u, 'manageWebhooks'),
      landing: false,
      menu: { id: 'management-webhooks', label: 'Webhooks' },
    },
    {
      // Imports (issue 34): manageImports, the administrators' flag; one import's steps below it.
      path: 'import',
      title: 'Import',
      access: (u) => may(u, 'manageImports'),
      landing: false,
      menu: { id: 'management-import', label: 'Import' },
      children: [
        { path: '', title: 'Import' },
        { path: ':importId', title: 'Import' },
      ],
    },
  ],
};
