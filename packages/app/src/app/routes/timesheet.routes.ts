import type { RouteObject } from 'react-router';
import { access } from '../../lib/session/access';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';

/** `/timesheet`: the week and the calendar of one's own time. */
export function timesheetRoutes(g: Loaders): RouteObject {
  return {
    path: 'timesheet',
    loader: g.requireAccess(access.timesheet),
    handle: { title: 'Timesheet' } satisfies RouteHandle,
    children: [
      { index: true, lazy: page(() => import('../../features/timesheet/routes/week.page')) },
      {
        path: 'calendar',
        handle: { title: 'Timesheet Calendar' } satisfies RouteHandle,
        lazy: page(() => import('../../features/timesheet/routes/calendar.page')),
      },
    ],
  };
}
