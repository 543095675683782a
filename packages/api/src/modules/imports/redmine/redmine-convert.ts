import type { ImportMapping, ImportSheetKind, ImportValueMaps } from '@keel/types';
import {
  guessActivity,
  guessTaskPriority,
  guessTaskStatus,
  projectCodeOf,
  projectRoleOf,
  projectStatusOf,
} from './redmine-guesses';
import type { RedmineData, RedmineIssue } from './redmine-shapes';

/**
 * Redmine's records → the sheets of an import (README.md § What becomes
 * what): one row of text cells per record, as a CSV would bring it, and a
 * mapping from `IMPORT_FIELDS` keys to the sheet's headers. External ids are
 * Redmine's ids, so a second import of the same server updates. People are
 * written as their e-mail (or, where Redmine hides it, as
 * "Name (Redmine user 7)"); every person no Keel user has the e-mail of is
 * listed in the `user` value map with null, for the admin to invite or map.
 */

/** The value maps the converter fills: Redmine's names → Keel's values. */
export const REDMINE_VALUE_MAPS = {
  /** Redmine status name → a task status. */
  status: 'status',
  /** Redmine priority name → a task priority. */
  priority: 'priority',
  /** A person as a cell writes them → a user id (null: none yet). */
  user: 'user',
  /** Redmine activity name → a timesheet task id, or `task` (the issue; the project without one): the time entries' `timesheetTask` field. */
  activity: 'timesheetTask',
} as const;

export interface ConvertedSheet {
  kind: ImportSheetKind;
  columns: string[];
  rows: string[][];
  mapping: ImportMapping;
}

export interface ConvertContext {
  /** Keel's users by lower-case e-mail. */
  userIdsByEmail: ReadonlyMap<string, number>;
  /** Keel's active timesheet tasks (for the activities' guesses). */
  timesheetTasks: ReadonlyArray<{ id: number; name: string }>;
}

export interface Converted {
  sheets: ConvertedSheet[];
  valueMaps: ImportValueMaps;
  /** Every person cell, for the service to match (lower-case e-mails and placeholders). */
  people: string[];
}

/** Columns in order; `field` is the `IMPORT_FIELDS` key the column maps to (null: shown, not imported). */
function sheet(
  kind: ImportSheetKind,
  columns: Array<[header: string, field: string | null]>,
  rows: string[][],
): ConvertedSheet {
  const mapping: ImportMapping = {};
  for (const [header, field] of columns) if (field) mapping[field] = header;
  return { kind, columns: columns.map(([header]) => header), rows, mapping };
}

/** Hours as h:mm (exact minutes in any locale); empty when absent. */
export function hoursCell(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '';
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
const text = (value: string | null | undefined) => value ?? '';

/** Parents before their children (a parent outside the import keeps its place). */
function parentsFirst(issues: RedmineIssue[]): RedmineIssue[] {
  const byId = new Map(issues.map((i) => [i.id, i]));
  const placed = new Set<number>();
  const ordered: RedmineIssue[] = [];
  const place = (issue: RedmineIssue, path: Set<number>) => {
    if (placed.has(issue.id) || path.has(issue.id)) return;
    path.add(issue.id);
    const parent = issue.parent ? byId.get(issue.parent.id) : undefined;
    if (parent) place(parent, path);
    placed.add(issue.id);
    ordered.push(issue);
  };
  for (const issue of issues) place(issue, new Set());
  return ordered;
}

export function convertRedmine(data: RedmineData, context: ConvertContext): Converted {
  const people = new Set<string>();
  const person = (userId: number | null | undefined): string => {
    if (userId === null || userId === undefined) return '';
    const user = data.users.get(userId);
    const cell = user?.mail
      ? user.mail.trim().toLowerCase()
      : `${user?.name ?? `#${userId}`} (Redmine user ${userId})`;
    people.add(cell);
    return cell;
  };

  const codes = new Map<number, string>();
  for (const project of [...data.projects].sort((a, b) => a.id - b.id))
    codes.set(project.id, projectCodeOf(project.identifier, project.id, new Set(codes.values())));
  const codeOf = (projectId: number) => codes.get(projectId) ?? '';

  const members = new Map<string, { project: string; user: string; roles: string[] }>();
  for (const m of [...data.memberships].sort((a, b) => a.id - b.id)) {
    if (!m.user || !codes.has(m.project.id)) continue;
    const key = `${m.project.id}:${m.user.id}`;
    const found = members.get(key) ?? {
      project: codeOf(m.project.id),
      user: person(m.user.id),
      roles: [],
    };
    found.roles.push(...m.roles.map((r) => r.name).filter((r) => !found.roles.includes(r)));
    members.set(key, found);
  }
  const managerOf = (code: string) =>
    [...members.values()].find((m) => m.project === code && projectRoleOf(m.roles) === 'manager')
      ?.user ?? '';

  const projects = sheet(
    'projects',
    [
      ['Redmine id', 'externalId'],
      ['Code', 'code'],
      ['Name', 'name'],
      ['Description', 'description'],
      ['Status', 'status'],
      ['Manager', 'manager'],
      ['Start date', 'startDate'],
      ['End date', 'endDate'],
      ['Redmine identifier', null],
    ],
    data.projects.map((p) => [
      String(p.id),
      codeOf(p.id),
      p.name,
      text(p.description),
      projectStatusOf(p.status),
      managerOf(codeOf(p.id)),
      day(p.start_date),
      day(p.due_date),
      p.identifier,
    ]),
  );

  const projectMembers = sheet(
    'projectMembers',
    [
      ['Project', 'project'],
      ['Person', 'user'],
      ['Role', 'role'],
      ['Redmine roles', null],
    ],
    [...members.values()].map((m) => [
      m.project,
      m.user,
      projectRoleOf(m.roles),
      m.roles.join(', '),
    ]),
  );

  const trackerName = (issue: RedmineIssue) =>
    data.trackers.find((t) => t.id === issue.tracker?.id)?.name ?? issue.tracker?.name ?? '';
  const ordered = parentsFirst(data.issues);
  const tasks = sheet(
    'tasks',
    [
      ['Redmine id', 'externalId'],
      ['Project', 'project'],
      ['Parent', 'parent'],
      ['Subject', 'name'],
      ['Description', 'description'],
      ['Status', 'status'],
      ['Priority', 'priority'],
      ['Assignee', 'assignee'],
      ['Start date', 'startDate'],
      ['Due date', 'dueDate'],
      ['Estimate', 'estimate'],
      ['Done (%)', 'progress'],
      ['Tracker', 'labels'],
    ],
    ordered.map((i) => [
      String(i.id),
      codeOf(i.project.id),
      i.parent ? String(i.parent.id) : '',
      i.subject,
      text(i.description),
      text(i.status?.name),
      text(i.priority?.name),
      person(i.assigned_to?.id),
      day(i.start_date),
      day(i.due_date),
      hoursCell(i.estimated_hours),
      i.done_ratio === null || i.done_ratio === undefined ? '' : String(Math.round(i.done_ratio)),
      trackerName(i),
    ]),
  );

  const comments: string[][] = [];
  for (const issue of ordered)
    for (const j of [...(issue.journals ?? [])].sort((a, b) => a.id - b.id))
      if (j.notes?.trim() && !j.private_notes)
        comments.push([
          String(j.id),
          String(issue.id),
          person(j.user?.id),
          day(j.created_on),
          j.notes,
        ]);
  const taskComments = sheet(
    'taskComments',
    [
      ['Redmine id', 'externalId'],
      ['Task', 'task'],
      ['Author', 'author'],
      ['Written on', 'createdAt'],
      ['Text', 'body'],
    ],
    comments,
  );

  const activityName = (id: number | undefined, name: string | undefined) =>
    data.activities.find((a) => a.id === id)?.name ?? name ?? '';
  const timeEntries = sheet(
    'timeEntries',
    [
      ['Redmine id', 'externalId'],
      ['Person', 'user'],
      ['Date', 'date'],
      ['Hours', 'duration'],
      ['Project', 'project'],
      ['Task', 'task'],
      ['Activity', 'timesheetTask'],
      ['Note', 'note'],
    ],
    data.timeEntries.map((e) => [
      String(e.id),
      person(e.user.id),
      day(e.spent_on),
      hoursCell(e.hours),
      codeOf(e.project.id),
      e.issue ? String(e.issue.id) : '',
      activityName(e.activity?.id, e.activity?.name),
      text(e.comments),
    ]),
  );

  return {
    sheets: [projects, projectMembers, tasks, taskComments, timeEntries],
    valueMaps: valueMapsOf(data, context, [...people], activityName),
    people: [...people],
  };
}

function valueMapsOf(
  data: RedmineData,
  context: ConvertContext,
  people: string[],
  activityName: (id: number | undefined, name: string | undefined) => string,
): ImportValueMaps {
  const status: Record<string, string> = {};
  for (const s of data.statuses) status[s.name] = guessTaskStatus(s.name, s.is_closed);
  for (const i of data.issues)
    if (i.status?.name && !(i.status.name in status))
      status[i.status.name] = guessTaskStatus(i.status.name, i.status.is_closed);
  const priority: Record<string, string> = {};
  for (const i of data.issues)
    if (i.priority?.name) priority[i.priority.name] = guessTaskPriority(i.priority.name);
  const onAnIssue = new Map<string, boolean>();
  for (const e of data.timeEntries) {
    const name = activityName(e.activity?.id, e.activity?.name);
    onAnIssue.set(name, (onAnIssue.get(name) ?? false) || Boolean(e.issue));
  }
  const activity: Record<string, string | number> = {};
  for (const [name, anyOnAnIssue] of [...onAnIssue].sort(([a], [b]) => a.localeCompare(b)))
    activity[name] = guessActivity(name, anyOnAnIssue, context.timesheetTasks);
  const user: Record<string, null> = {};
  for (const cell of [...people].sort()) if (!context.userIdsByEmail.has(cell)) user[cell] = null;
  return {
    [REDMINE_VALUE_MAPS.status]: status,
    [REDMINE_VALUE_MAPS.priority]: priority,
    [REDMINE_VALUE_MAPS.activity]: activity,
    [REDMINE_VALUE_MAPS.user]: user,
  };
}
