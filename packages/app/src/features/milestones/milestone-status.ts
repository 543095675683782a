import type { Milestone, MilestoneStatus } from '@keel/types';
import type { BadgeTone, IconName } from '@keel/ui';
import { formatDate } from '../../lib/format';

/** The words for each status; colour and shape never carry it alone. */
export const MILESTONE_STATUS_TITLES: Record<MilestoneStatus, string> = {
  planned: 'Planned',
  reached: 'Reached',
  missed: 'Missed',
};

export const MILESTONE_STATUS_TONES: Record<MilestoneStatus, BadgeTone> = {
  planned: 'info',
  reached: 'positive',
  missed: 'critical',
};

/** The shape of each status on the timeline and in the list, beside its colour and word. */
export const MILESTONE_STATUS_ICONS: Record<MilestoneStatus, IconName> = {
  planned: 'clock',
  reached: 'success',
  missed: 'warning',
};

/** How a milestone is named where only its marker shows: name, due date and status. */
export function milestoneLabel(milestone: Pick<Milestone, 'name' | 'dueDate' | 'status'>): string {
  return `${milestone.name}, due ${formatDate(milestone.dueDate)}, ${MILESTONE_STATUS_TITLES[milestone.status]}`;
}
