import type { Params, RouteObject } from 'react-router';
import { intParam } from '../../lib/routing/params';
import type { RouteHandle } from '../route-handle';
import { page, type PageModule } from './route-helpers';

/** A page that needs no sign-in (a link's page): where it is, what it is called, what it loads. */
export interface PublicPage {
  /** Relative to the root, as in the route table. */
  path: string;
  title: string;
  /** Route params that must be positive integers, else `/not-found` (lib/routing/params). */
  intParams: readonly string[];
  load: () => Promise<PageModule>;
}

const publicReportPage = () => import('../../features/reports/routes/public-report.page');

/**
 * Pages that need no sign-in: shared report viewers and public contract pages.
 * They sit outside the shell, under the small public layout
 * (layouts/PublicLayout), in print mode: only the routed view (SPEC §2). The
 * app's route table holds them (`publicRoutes`), and so does the public entry
 * (public.html, `src/public-main.tsx`), which the server sends for their
 * addresses so a client's link loads none of the signed-in app.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  // Both paths open the same published status report by its public token.
  ...['projects/reports/viewer/:reportToken', 'reports/status/viewer/:reportToken'].map(
    (path): PublicPage => ({ path, title: 'Status Report', intParams: [], load: publicReportPage }),
  ),
  {
    // A client's link (no sign-in): print mode keeps the navigation away for anyone.
    path: 'public/projects/:projectId/time-material',
    title: 'Time & Material',
    intParams: ['projectId'],
    load: () => import('../../features/time-material/routes/public-time-material.page'),
  },
  {
    path: 'public/projects/:projectId/time-material/resources/:resourceId/timesheet',
    title: 'Resource Timesheet',
    intParams: ['projectId', 'resourceId'],
    load: () => import('../../features/time-material/routes/public-resource-timesheet.page'),
  },
];

/** Checks a public page's integer params: throws the redirect to `/not-found` of `intParam`. */
export function checkPublicParams(publicPage: PublicPage, params: Params): void {
  for (const name of publicPage.intParams) intParam(params, name);
}

/** The public pages as routes of the app's route table (under `routes.tsx`'s public layout). */
export function publicRoutes(): RouteObject[] {
  return PUBLIC_PAGES.map(
    (publicPage): RouteObject => ({
      path: publicPage.path,
      ...(publicPage.intParams.length > 0
        ? { loader: ({ params }) => (checkPublicParams(publicPage, params), null) }
        : {}),
      handle: { title: publicPage.title, printMode: true } satisfies RouteHandle,
      lazy: page(publicPage.load),
    }),
  );
}
