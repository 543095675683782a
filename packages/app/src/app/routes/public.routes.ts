import type { RouteObject } from 'react-router';
import { intParam } from '../../lib/routing/params';
import { planned } from './route-helpers';

/** Pages inside the shell that need no sign-in: shared report viewers and public contract pages. */
export function publicRoutes(): RouteObject[] {
  return [
    // Print mode: the report viewers show only the routed view (SPEC §2).
    planned(
      'projects/reports/viewer/:reportToken',
      'Project Report',
      'The shared project report arrives with the Reports module.',
      { handle: { printMode: true } },
    ),
    planned(
      'reports/status/viewer/:reportToken',
      'Status Report',
      'The shared status report arrives with the Reports module.',
      { handle: { printMode: true } },
    ),
    planned(
      'public/projects/:projectId/time-material',
      'Time & Material',
      'The shared time and material contract arrives with the Time and Material module.',
      { loader: ({ params }) => (intParam(params, 'projectId'), null) },
    ),
    planned(
      'public/projects/:projectId/time-material/resources/:resourceId/timesheet',
      'Resource Timesheet',
      'The shared timesheet of a contract resource arrives with the Time and Material module.',
      {
        loader: ({ params }) => (
          intParam(params, 'projectId'),
          intParam(params, 'resourceId'),
          null
        ),
      },
    ),
  ];
}
