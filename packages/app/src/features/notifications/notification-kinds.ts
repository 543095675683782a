import type { NotificationKind } from '@keel/types';
import type { IconName } from '@keel/ui';

/** Each kind's icon and words: the meta line names the kind, so the icon is never alone. */
export const NOTIFICATION_KIND_DISPLAY: Record<
  NotificationKind,
  { icon: IconName; label: string }
> = {
  mention: { icon: 'user', label: 'Mention' },
  projectMember: { icon: 'folder', label: 'Project membership' },
  taskAssigned: { icon: 'checkSquare', label: 'Task assigned' },
  taskComment: { icon: 'list', label: 'Task comment' },
  risk: { icon: 'warning', label: 'Risk or issue' },
  timesheetSubmitted: { icon: 'clock', label: 'Week submitted' },
  timesheetDecided: { icon: 'clock', label: 'Week decided' },
  timesheetReminder: { icon: 'clock', label: 'Week still open' },
  webhookPaused: { icon: 'warning', label: 'Webhook paused' },
};
