import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';
import { projectsRoutes } from './projects.routes';
import { quotesRoutes } from './quotes.routes';
import { tasksRoutes } from './tasks.routes';
import { timesheetRoutes } from './timesheet.routes';
import { managementRoutes } from './management.routes';
import { financeRoutes } from './finance.routes';

/**
 * The sections behind sign-in. A chunk of their own, patched into the route
 * table on the first navigation that needs them (`routes.tsx`), so the
 * sign-in page does not load every section's table.
 */
export function signedInRoutes(g: Loaders): RouteObject[] {
  return [
    projectsRoutes(g),
    quotesRoutes(g),
    tasksRoutes(g),
    timesheetRoutes(g),
    financeRoutes(g),
    managementRoutes(g),
    {
      // Every signed-in user's own profile (name, colour, theme, password).
      path: 'profile',
      handle: { title: 'Profile' } satisfies RouteHandle,
      lazy: page(() => import('../../features/profile/routes/profile.page')),
    },
  ];
}
