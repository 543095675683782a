import type { TimesheetTaskKind } from '@keel/types';

/** How each kind of timesheet task is named on the pages. */
export const TIMESHEET_TASK_KIND_LABELS: Record<TimesheetTaskKind, string> = {
  leave: 'Leave',
  training: 'Training',
  internal: 'Internal',
  timeInLieuTaken: 'Time in lieu taken',
  other: 'Other',
};
