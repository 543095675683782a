import { addDays, PRODUCT_NAME } from '@keel/types';
import ical from 'ical-generator';
import { dayStartMs } from '../../lib/dates';
import type { DueTask } from '../tasks';
import type { FeedMilestone } from './calendar-feeds.repository';

/** What one feed holds, read for its user at the moment of the fetch. */
export interface FeedContents {
  tasks: readonly DueTask[];
  milestones: readonly FeedMilestone[];
  /** Leave as ranges of consecutive days (`leaveRanges`). */
  leave: ReadonlyArray<{ from: string; to: string }>;
  holidays: ReadonlyArray<{ id: number; date: string; name: string }>;
}

/**
 * Consecutive leave days as one range each: a week off is one event in the
 * calendar, not five. Days apart (a weekend between) stay separate ranges:
 * the feed shows what was logged, not a guess at the days between.
 */
export function leaveRanges(days: readonly string[]): Array<{ from: string; to: string }> {
  const ranges: Array<{ from: string; to: string }> = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}

/** A calendar day as the all-day start of an event (ical-generator writes it from the UTC date). */
const day = (date: string) => new Date(dayStartMs(date));

/**
 * The iCalendar document (RFC 5545) of a feed: every item an all-day event,
 * its UID stable across fetches (the kind, the record's id and the host), so
 * a client updates an event in place rather than adding a second. Tasks
 * link to their page in the app (`{appBase}/tasks/{id}`); milestones name
 * their project and never carry an amount or a note.
 */
export function feedDocument(
  contents: FeedContents,
  options: { appBase: string; host: string; stamp: number },
): string {
  const calendar = ical({
    name: PRODUCT_NAME,
    prodId: { company: PRODUCT_NAME, product: 'Calendar feed', language: 'EN' },
    ttl: 60 * 60,
  });
  const stamp = new Date(options.stamp);
  const event = (
    uid: string,
    from: string,
    to: string,
    summary: string,
    extra: { url?: string; description?: string } = {},
  ) =>
    calendar.createEvent({
      id: `${uid}@${options.host}`,
      start: day(from),
      // DTEND of an all-day event is the day after the last (exclusive).
      end: day(addDays(to, 1)),
      allDay: true,
      stamp,
      summary,
      ...extra,
    });
  for (const task of contents.tasks)
    event(`task-${task.id}`, task.dueDate, task.dueDate, `${task.projectCode} · ${task.name}`, {
      url: `${options.appBase}/tasks/${task.id}`,
      description: 'Task due',
    });
  for (const milestone of contents.milestones)
    event(
      `milestone-${milestone.id}`,
      milestone.dueDate,
      milestone.dueDate,
      `${milestone.projectCode} · Milestone: ${milestone.name}`,
      { description: `Milestone of ${milestone.projectName}` },
    );
  for (const range of contents.leave) event(`leave-${range.from}`, range.from, range.to, 'Leave');
  for (const holiday of contents.holidays)
    event(`holiday-${holiday.id}`, holiday.date, holiday.date, `Holiday: ${holiday.name}`);
  return calendar.toString();
}
