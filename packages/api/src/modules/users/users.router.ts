import type { usersEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as users from './users.service';

/** Thin handlers of the current user's routes: input was validated by the registrar. */
type U = typeof usersEndpoints;
type H<K extends keyof U> = Handler<U[K], AuthUser>;

export const current: H<'current'> = ({ deps, user }) => users.getCurrentUser(deps, user);
export const saveTasksPageCustomViews: H<'saveTasksPageCustomViews'> = ({ deps, user, body }) =>
  users.saveViewList(deps, user, 'tasksPageCustomViews', body);
export const saveTasksTableCustomViews: H<'saveTasksTableCustomViews'> = ({ deps, user, body }) =>
  users.saveViewList(deps, user, 'tasksTableCustomViews', body);
export const saveProjectsBrowserColumns: H<'saveProjectsBrowserColumns'> = ({ deps, user, body }) =>
  users.saveProjectsBrowserColumns(deps, user, body);
