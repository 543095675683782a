import { access } from '../../session/access';
import type { Section } from '../section.types';

/** `/timesheet`: the week and the calendar of one's own time, and the approvals inbox (no panel). */
export const timesheetSection: Section = {
  id: 'timesheet',
  path: '/timesheet',
  title: 'Timesheet',
  icon: 'clock',
  access: access.timesheet,
  children: [
    { path: '' },
    { path: 'calendar', title: 'Timesheet Calendar' },
    {
      path: 'approvals',
      title: 'Timesheet Approvals',
      access: access.timesheetApprovals,
      landing: false,
    },
  ],
};
