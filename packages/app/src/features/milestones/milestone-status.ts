import type { Milestone, MilestoneStatus } from '@keel/types';
import type { BadgeTone, IconName } from '@keel/ui';
import { EMPTY, formatDate, formatMoney } from '../../lib/format';

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

/** A financial milestone's amount, or why it is not shown. */
export function amountOf(milestone: Milestone): string {
  if (!milestone.financial) return EMPTY;
  return milestone.financials ? formatMoney(milestone.financials.amount) : 'Amount hidden';
}

/**
 * How far a financial milestone's money has come, by its latest date:
 * paid, else invoiced, else the forecast (all three are in its dialog).
 */
export function invoicingOf(milestone: Milestone): string {
  const f = milestone.financials;
  if (!f) return EMPTY;
  if (f.paidDate) return `Paid ${formatDate(f.paidDate)}`;
  if (f.invoicedDate) return `Invoiced ${formatDate(f.invoicedDate)}`;
  if (f.forecastDate) return `Forecast ${formatDate(f.forecastDate)}`;
  return 'No dates yet';
}

/**
 * Whether this user may write the milestone: a save sends every field, so a
 * financial milestone whose amount is hidden from them stays read-only.
 */
export function canWriteMilestone(milestone: Milestone, manageMilestones: boolean): boolean {
  return manageMilestones && (!milestone.financial || milestone.financials !== null);
}
