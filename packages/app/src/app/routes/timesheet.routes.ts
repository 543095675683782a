import type { RouteObject } from 'react-router';
import { timesheetSection } from '../../lib/navigation/sections';
import type { Loaders } from './loaders';
import { sectionRoute } from './section-routes';

/** `/timesheet`: the week and the calendar of one's own time (pages: `timesheetSection`). */
export function timesheetRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, timesheetSection, {
    '/timesheet/': { page: () => import('../../features/timesheet/routes/week.page') },
    '/timesheet/calendar': { page: () => import('../../features/timesheet/routes/calendar.page') },
    '/timesheet/approvals': {
      page: () => import('../../features/timesheet/routes/approvals.page'),
    },
  });
}
