import type { RouteObject } from 'react-router';
import { access } from '../../lib/auth/access';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page, planned } from './route-helpers';

/** `/timesheet`: the week and the calendar of one's own time. */
export function timesheetRoutes(g: Loaders): RouteObject {
  return {
    path: 'timesheet',
    loader: g.requireAccess(access.timesheet),
    handle: { title: 'Timesheet' } satisfies RouteHandle,
    children: [
      { index: true, lazy: page(() => import('../../features/timesheet/routes/week.page')) },
      planned(
        'calendar',
        'Timesheet Calendar',
        'The calendar view of your time arrives with the Timesheet module.',
      ),
    ],
  };
}
