import { EVENT_TYPES, type EventType } from '@keel/types';

/** The records events are about, in the order the picker shows them, with their names. */
const RECORDS: ReadonlyArray<[record: string, label: string]> = [
  ['project', 'Projects'],
  ['task', 'Tasks'],
  ['comment', 'Comments'],
  ['time-entry', 'Time entries'],
  ['timesheet-week', 'Timesheet weeks'],
  ['milestone', 'Milestones'],
  ['quote', 'Quotes'],
  ['report', 'Status reports'],
  ['invoice', 'Invoices'],
];

export interface EventGroup {
  record: string;
  label: string;
  events: ReadonlyArray<{ type: EventType; label: string }>;
}

/** `task.created` -> `created`, `quote.status-changed` -> `status changed`. */
export const actionOf = (type: string) => (type.split('.')[1] ?? type).replace(/-/g, ' ');

/** Every event type, grouped by its record (`task.created` under Tasks), for the checkbox groups. */
export const EVENT_GROUPS: readonly EventGroup[] = RECORDS.map(([record, label]) => ({
  record,
  label,
  events: EVENT_TYPES.filter((type) => type.split('.')[0] === record).map((type) => ({
    type,
    label: actionOf(type),
  })),
})).filter((group) => group.events.length > 0);
