import type { RouteObject } from 'react-router';
import { timesheetSection } from '../../lib/navigation/sections';
import { access } from '../../lib/session/access';
import type { Loaders } from './loaders';
import { sectionRoute } from './section-routes';

/** `/timesheet`: the week and the calendar of one's own time (pages: `timesheetSection`). */
export function timesheetRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, timesheetSection, {
    '/timesheet/': {
      page: () => import('../../features/timesheet/routes/week.page'),
      // The index page has no access check of its own (the section's is enough): this
      // loader asks for the week's data (and the running timer) beside the section's check.
      loader: g.requireAccessWithData(
        access.timesheet,
        () => import('../../features/timesheet/week.prefetch'),
      ),
    },
    '/timesheet/calendar': { page: () => import('../../features/timesheet/routes/calendar.page') },
    '/timesheet/approvals': {
      page: () => import('../../features/timesheet/routes/approvals.page'),
    },
  });
}
