import { defineEndpoint } from '../endpoint';
import {
  CurrentUserSchema,
  CustomTaskViewListSchema,
  ProjectsBrowserColumnsSchema,
  TasksTableCustomViewListSchema,
} from './users.schemas';

export const usersEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/users/current',
    summary: 'The signed-in user: profile, global permissions, teams and settings',
    tag: 'users',
    response: CurrentUserSchema,
  }),
  saveTasksPageCustomViews: defineEndpoint({
    method: 'POST',
    path: '/api/users/current/settings/tasks-page-custom-views',
    summary: 'Replace the saved custom task views (the whole list is sent)',
    tag: 'users',
    body: CustomTaskViewListSchema,
    response: CustomTaskViewListSchema,
  }),
  saveTasksTableCustomViews: defineEndpoint({
    method: 'POST',
    path: '/api/users/current/settings/tasks-table-custom-views',
    summary: 'Replace the saved tasks table views (the whole list is sent)',
    tag: 'users',
    body: TasksTableCustomViewListSchema,
    response: TasksTableCustomViewListSchema,
  }),
  saveProjectsBrowserColumns: defineEndpoint({
    method: 'POST',
    path: '/api/users/current/settings/projects-browser-columns',
    summary:
      'Replace the columns chosen in the project browser (the whole value is sent; unknown custom field ids are dropped)',
    tag: 'users',
    body: ProjectsBrowserColumnsSchema,
    response: ProjectsBrowserColumnsSchema,
  }),
} as const;
