import type { TimesheetApproval } from '@keel/types';
import { formatHours } from '../../lib/format';

/**
 * A week's total against the hours its person is expected to work, as the
 * inbox shows it: the words and the tone (short of the expected hours is a
 * caution, not a fault: leave may be logged elsewhere; over is informative).
 */
export function hoursAgainstExpected(
  week: Pick<TimesheetApproval, 'totalMinutes' | 'expectedMinutes'>,
): {
  text: string;
  tone: 'positive' | 'caution' | 'info' | 'neutral';
} {
  if (week.expectedMinutes === null)
    return { text: 'No expected hours (no employee record)', tone: 'neutral' };
  const difference = week.totalMinutes - week.expectedMinutes;
  if (difference === 0) return { text: 'As expected', tone: 'positive' };
  if (difference < 0) return { text: `${formatHours(-difference)} short`, tone: 'caution' };
  return { text: `${formatHours(difference)} over`, tone: 'info' };
}

/** The key of a week in the inbox's selection: `userId/weekStart`. */
export function approvalKey(week: Pick<TimesheetApproval, 'user' | 'weekStart'>): string {
  return `${week.user.id}/${week.weekStart}`;
}

/** A week of the decision's body. */
export function weekRef(week: TimesheetApproval) {
  return { userId: week.user.id, weekStart: week.weekStart, version: week.version };
}
