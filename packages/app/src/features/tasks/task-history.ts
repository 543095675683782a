import {
  TASK_STATUS_TITLES,
  TaskStatusSchema,
  type TaskComment,
  type TaskUpdate,
} from '@keel/types';
import { formatDate, formatDuration } from '../../lib/format';

/**
 * The history rows (`GET /tasks/{id}/updates`) store raw values: status and
 * priority codes, user and team ids, dates, minutes, JSON label lists. These
 * turn a row into a sentence a person reads ("changed the status from To do
 * to In progress"); names of people and teams come from a lookup the caller
 * fills from what it already loaded (the assignee candidates and the task).
 */
export interface HistoryNames {
  users: ReadonlyMap<number, string>;
  teams: ReadonlyMap<number, string>;
}

const quoted = (text: string) => `“${text}”`;

function statusTitle(value: string): string {
  const parsed = TaskStatusSchema.safeParse(value);
  return parsed.success ? TASK_STATUS_TITLES[parsed.data] : value;
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function labelsOf(value: string): string {
  try {
    const list = JSON.parse(value) as unknown;
    if (Array.isArray(list)) return list.length ? list.join(', ') : 'none';
  } catch {
    // An old or hand-written row: show it as stored.
  }
  return value;
}

function nameOf(map: ReadonlyMap<number, string>, value: string, what: string): string {
  return map.get(Number(value)) ?? `${what} #${value}`;
}

/** How each field shows its value, and the noun that names it. */
const FIELDS: Record<
  string,
  { noun: string; show: (value: string, names: HistoryNames) => string }
> = {
  name: { noun: 'name', show: quoted },
  status: { noun: 'status', show: statusTitle },
  assignee: { noun: 'assignee', show: (v, n) => nameOf(n.users, v, 'user') },
  assigneeTeam: { noun: 'assignee team', show: (v, n) => nameOf(n.teams, v, 'team') },
  startDate: { noun: 'start date', show: formatDate },
  dueDate: { noun: 'due date', show: formatDate },
  workEstimation: { noun: 'estimate', show: (v) => formatDuration(Number(v)) },
  domain: { noun: 'domain', show: (v) => v },
  priority: { noun: 'priority', show: capitalised },
  labels: { noun: 'labels', show: labelsOf },
};

/** One history row as a sentence (without the person, who is shown beside it). */
export function describeUpdate(update: TaskUpdate, names: HistoryNames): string {
  const { field, from, to } = update;
  switch (field) {
    case 'created':
      return 'created the task';
    case 'description':
      return 'edited the description';
    case 'index':
      return 'moved the task within its board column';
    case 'comment':
      return 'commented';
    case 'commentEdited':
      return 'edited a comment';
    case 'commentDeleted':
      return 'deleted a comment';
    case 'todoAdded':
      return `added the todo ${quoted(to ?? '')}`;
    case 'todo':
      return `changed the todo ${quoted(from ?? '')} to ${quoted(to ?? '')}`;
    case 'todoDone':
      return `ticked ${quoted(to ?? '')}`;
    case 'todoReopened':
      return `unticked ${quoted(to ?? '')}`;
    case 'todoRemoved':
      return `removed the todo ${quoted(from ?? '')}`;
    case 'attachment':
      return `attached ${quoted(to ?? '')}`;
    case 'attachmentRemoved':
      return `removed the file ${quoted(from ?? '')}`;
  }
  const known = FIELDS[field];
  const noun = known?.noun ?? field;
  const show = (value: string) => (known ? known.show(value, names) : value);
  if (field === 'assignee') {
    if (to === null) return from === null ? 'left the task unassigned' : `unassigned ${show(from)}`;
    return from === null
      ? `assigned the task to ${show(to)}`
      : `reassigned the task from ${show(from)} to ${show(to)}`;
  }
  if (from === null && to === null) return `changed the ${noun}`;
  if (from === null) return `set the ${noun} to ${show(to!)}`;
  if (to === null) return `cleared the ${noun} (was ${show(from)})`;
  return `changed the ${noun} from ${show(from)} to ${show(to)}`;
}

export type ActivityItem =
  | { kind: 'comment'; at: string; key: string; comment: TaskComment }
  | { kind: 'change'; at: string; key: string; update: TaskUpdate };

/**
 * The task's one feed, oldest first: its comments in full (they can be
 * edited and deleted there) and every other history row. A comment's own
 * history row is left out, because the comment itself stands in the feed.
 */
export function activityFeed(
  comments: readonly TaskComment[],
  updates: readonly TaskUpdate[],
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...comments.map((comment) => ({
      kind: 'comment' as const,
      at: comment.createdAt,
      key: `comment-${comment.id}`,
      comment,
    })),
    ...updates
      .filter((update) => update.field !== 'comment')
      .map((update) => ({
        kind: 'change' as const,
        at: update.at,
        key: `change-${update.id}`,
        update,
      })),
  ];
  // ISO instants sort as strings; a comment goes before the changes of the same instant.
  return items.sort(
    (a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'comment' ? -1 : 1),
  );
}
