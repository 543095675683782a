import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { homePath } from '../lib/auth/access';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layouts/RootLayout';
import { RootErrorBoundary } from './layouts/RootErrorBoundary';
import { createLoaders } from './routes/loaders';
import { page } from './routes/route-helpers';
import { authRoutes } from './routes/auth.routes';
import { publicRoutes } from './routes/public.routes';
import { projectsRoutes } from './routes/projects.routes';
import { quotesRoutes } from './routes/quotes.routes';
import { tasksRoutes } from './routes/tasks.routes';
import { timesheetRoutes } from './routes/timesheet.routes';
import { managementRoutes } from './routes/management.routes';

/**
 * The one route table (SPEC §2). Guards are loaders: they run before a page
 * module loads, so a page never renders for someone who may not see it.
 * Each section's subtree is in `routes/<section>.routes.ts`; the loaders and
 * route builders they share are in `routes/loaders.ts` and
 * `routes/route-helpers.ts`, the guards the loaders load lazily in
 * `routes/guards.ts`.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const g = createLoaders(queryClient);

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        authRoutes(g),
        {
          // The shell: navigation when signed in, plain content otherwise.
          id: 'shell',
          loader: g.optionalUser,
          lazy: page(() => import('./layouts/ShellLayout')),
          children: [
            ...publicRoutes(),
            {
              path: 'unauthorized',
              handle: { title: 'Not allowed' } satisfies RouteHandle,
              lazy: page(() => import('./pages/unauthorized.page')),
            },
            {
              path: 'not-found',
              handle: { title: 'Page not found' } satisfies RouteHandle,
              lazy: page(() => import('./pages/not-found.page')),
            },
            {
              path: '*',
              handle: { title: 'Page not found' } satisfies RouteHandle,
              lazy: page(() => import('./pages/not-found.page')),
            },
            {
              // Everything below needs a signed-in user (SPEC §2 access rules).
              id: 'signed-in',
              loader: g.requireUser,
              children: [
                { index: true, loader: g.redirectBy(homePath) },
                projectsRoutes(g),
                quotesRoutes(g),
                tasksRoutes(g),
                timesheetRoutes(g),
                managementRoutes(g),
                {
                  // Every signed-in user's own profile (name, colour, theme, password).
                  path: 'profile',
                  handle: { title: 'Profile' } satisfies RouteHandle,
                  lazy: page(() => import('../features/profile/routes/profile.page')),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
