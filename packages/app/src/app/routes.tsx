import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { homePath } from '../lib/session/access';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layouts/RootLayout';
import { RootErrorBoundary } from './layouts/RootErrorBoundary';
import { BootShell } from './layouts/BootShell';
import { PublicLoading } from './layouts/PublicLoading';
import { PublicLayout } from './layouts/PublicLayout';
import { createLoaders } from './routes/loaders';
import { page } from './routes/route-helpers';
import { authRoutes } from './routes/auth.routes';
import { publicRoutes } from './routes/public.routes';

export interface RouteTable {
  routes: RouteObject[];
  /** Adds the signed-in sections the first time a path may lie among them. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The one route table (SPEC §2). Guards are loaders: they run before a page
 * module loads, so a page never renders for someone who may not see it.
 * Each section's subtree is in `routes/<section>.routes.ts`; the loaders and
 * route builders they share are in `routes/loaders.ts` and
 * `routes/route-helpers.ts`, the guards the loaders load lazily in
 * `routes/guards.ts`. The sections behind sign-in (`routes/signed-in.routes.ts`)
 * are discovered on the first navigation that reaches past the routes below
 * (react-router's lazy route discovery), once: the sign-in page's JavaScript
 * stays within its budget however many sections there are.
 */
export function createRouteTable(queryClient: QueryClient): RouteTable {
  const g = createLoaders(queryClient);
  let signedIn: Promise<RouteObject[]> | undefined;
  let patched = false;

  const publicLayout: RouteObject = {
    // Pages a link opens without sign-in: only the routed view (SPEC §2 print
    // mode), outside the shell — no user loader, no navigation chunk.
    id: 'public',
    // Part of the entry chunk (a few hundred bytes): one request fewer before the figures.
    Component: PublicLayout,
    HydrateFallback: PublicLoading,
    children: publicRoutes(),
  };

  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      // The frame index.html painted stays until the first route is ready (never a blank page).
      HydrateFallback: BootShell,
      children: [
        authRoutes(g),
        publicLayout,
        {
          // The shell: navigation when signed in, plain content otherwise.
          id: 'shell',
          loader: g.optionalUser,
          lazy: page(() => import('./layouts/ShellLayout')),
          children: [
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
                // The sections are patched in here (patchRoutesOnNavigation).
              ],
            },
          ],
        },
      ],
    },
  ];

  return {
    routes,
    patchRoutesOnNavigation: async ({ path, patch, signal }) => {
      if (patched) return;
      // react-router asks on every path with a parameter; a public page's path
      // is none of the signed-in sections', and its visitor needs none of them.
      if (matchRoutes([publicLayout], path)) return;
      signedIn ??= import('./routes/signed-in.routes').then((m) => m.signedInRoutes(g));
      const sections = await signedIn;
      // An aborted navigation's patch is ignored: the next one patches instead.
      if (patched || signal.aborted) return;
      patch('signed-in', sections);
      patched = true;
    },
  };
}
