import { defineEndpoint } from '../endpoint';
import {
  CurrentUserSchema,
  CustomTaskViewListSchema,
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
} as const;
