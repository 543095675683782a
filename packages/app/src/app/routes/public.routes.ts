import type { RouteObject } from 'react-router';
import { PUBLIC_PAGE_PATHS } from '@keel/types';
import { intParam } from '../../lib/routing/params';
import type { RouteHandle } from '../route-handle';
import { page } from './route-helpers';

/**
 * Pages that need no sign-in: shared report viewers and public contract pages.
 * They sit outside the shell, under the small public layout (layouts/PublicLayout).
 * The public entry (public.html, `src/public-main.tsx`), which the server sends
 * for their addresses, holds these routes alone (`app/PublicApp.tsx`): it reads
 * each one's path, title and module, and calls its loader with the params only
 * to check them — a loader here reads nothing else.
 */
export function publicRoutes(): RouteObject[] {
  return [
    // Print mode: the report viewers show only the routed view (SPEC §2); both paths open
    // the same published status report by its public token.
    ...[PUBLIC_PAGE_PATHS.projectReportViewer, PUBLIC_PAGE_PATHS.statusReportViewer].map(
      (path): RouteObject => ({
        path,
        handle: { title: 'Status Report', printMode: true } satisfies RouteHandle,
        lazy: page(() => import('../../features/reports/routes/public-report.page')),
      }),
    ),
    {
      // A client's link (no sign-in): print mode keeps the navigation away for anyone.
      path: PUBLIC_PAGE_PATHS.timeMaterial,
      loader: ({ params }) => (intParam(params, 'projectId'), null),
      handle: { title: 'Time & Material', printMode: true } satisfies RouteHandle,
      lazy: page(() => import('../../features/time-material/routes/public-time-material.page')),
    },
    {
      path: PUBLIC_PAGE_PATHS.resourceTimesheet,
      loader: ({ params }) => (intParam(params, 'projectId'), intParam(params, 'resourceId'), null),
      handle: { title: 'Resource Timesheet', printMode: true } satisfies RouteHandle,
      lazy: page(
        () => import('../../features/time-material/routes/public-resource-timesheet.page'),
      ),
    },
  ];
}
