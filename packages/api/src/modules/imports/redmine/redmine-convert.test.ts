import { IMPORT_FIELDS, type ImportSheetKind } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDMINE_CLIENT_DEFAULTS, redmineClient } from './redmine-client';
import { convertRedmine, hoursCell, type Converted } from './redmine-convert';
import { startRedmineFixtureServer, type FixtureServer } from './redmine-fixture-server';
import { guessActivity, guessTaskStatus, projectCodeOf } from './redmine-guesses';
import { readRedmine } from './redmine-read';

/**
 * Redmine's records (read from the fixture server) → the sheets of an
 * import (README.md § What becomes what): every field, the guesses of the
 * value maps, journals as comments, and the same external ids on a second read.
 */

let redmine: FixtureServer;
const settings = { ...REDMINE_CLIENT_DEFAULTS, allowPrivate: true };
const context = {
  userIdsByEmail: new Map([
    ['pm@example.com', 2],
    ['member@example.com', 3],
  ]),
  timesheetTasks: [
    { id: 41, name: 'Leave' },
    { id: 42, name: 'Training' },
    { id: 43, name: 'Internal' },
  ],
};

async function converted(key = 'admin-key'): Promise<Converted> {
  return convertRedmine(await readRedmine(redmineClient(redmine.url, key, settings), {}), context);
}

/** A sheet's rows as objects keyed by header. */
function rowsOf(result: Converted, kind: ImportSheetKind): Array<Record<string, string>> {
  const sheet = result.sheets.find((s) => s.kind === kind);
  if (!sheet) throw new Error(`no ${kind} sheet`);
  return sheet.rows.map((row) =>
    Object.fromEntries(sheet.columns.map((c, i) => [c, row[i] ?? ''])),
  );
}

let result: Converted;
beforeAll(async () => {
  redmine = await startRedmineFixtureServer({ pageCap: 2 });
  result = await converted();
});
afterAll(() => redmine.close());

describe('converting Redmine to sheets', () => {
  it('maps only fields of IMPORT_FIELDS, each to one of its columns', () => {
    expect(result.sheets.map((s) => s.kind)).toEqual([
      'projects',
      'projectMembers',
      'tasks',
      'taskComments',
      'timeEntries',
    ]);
    for (const sheet of result.sheets) {
      const keys = IMPORT_FIELDS[sheet.kind].map((f) => f.key as string);
      for (const [field, column] of Object.entries(sheet.mapping)) {
        expect(keys).toContain(field);
        expect(sheet.columns).toContain(column);
      }
      for (const required of IMPORT_FIELDS[sheet.kind].filter((f) => f.required))
        expect(sheet.mapping[required.key]).toBeTruthy();
      for (const row of sheet.rows) expect(row).toHaveLength(sheet.columns.length);
    }
  });

  it('turns projects into codes, statuses and their manager', () => {
    expect(rowsOf(result, 'projects')).toEqual([
      {
        'Redmine id': '1',
        Code: 'WEBSITE-RELAUNCH',
        Name: 'Website relaunch',
        Description: 'New public website for Acme: design, content and hosting.',
        Status: 'active',
        Manager: 'pm@example.com',
        'Start date': '',
        'End date': '',
        'Redmine identifier': 'website-relaunch',
      },
      expect.objectContaining({ 'Redmine id': '2', Code: 'OPS', Status: 'completed' }),
      expect.objectContaining({
        'Redmine id': '3',
        Code: 'CUSTOMER-PORTAL-PHASE-TWO-REDESI',
        Manager: 'member@example.com',
      }),
    ]);
  });

  it('lists each member once per project, Manager as manager and others as member', () => {
    expect(rowsOf(result, 'projectMembers')).toEqual([
      {
        Project: 'WEBSITE-RELAUNCH',
        Person: 'pm@example.com',
        Role: 'manager',
        'Redmine roles': 'Manager',
      },
      {
        Project: 'WEBSITE-RELAUNCH',
        Person: 'member@example.com',
        Role: 'member',
        'Redmine roles': 'Developer, Reporter',
      },
      {
        Project: 'WEBSITE-RELAUNCH',
        Person: 'nora.new@example.org',
        Role: 'member',
        'Redmine roles': 'Developer',
      },
      {
        Project: 'OPS',
        Person: 'pm@example.com',
        Role: 'manager',
        'Redmine roles': 'Manager, Reporter',
      },
      { Project: 'OPS', Person: 'hugo@ops.example', Role: 'member', 'Redmine roles': 'Reporter' },
      {
        Project: 'CUSTOMER-PORTAL-PHASE-TWO-REDESI',
        Person: 'member@example.com',
        Role: 'manager',
        'Redmine roles': 'Manager',
      },
      {
        Project: 'CUSTOMER-PORTAL-PHASE-TWO-REDESI',
        Person: 'nora.new@example.org',
        Role: 'member',
        'Redmine roles': 'Developer',
      },
    ]);
  });

  it('turns issues into tasks with every field, parents before their children', () => {
    const tasks = rowsOf(result, 'tasks');
    expect(tasks.map((t) => t['Redmine id'])).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '107',
      '106',
    ]);
    expect(tasks[1]).toEqual({
      'Redmine id': '102',
      Project: 'WEBSITE-RELAUNCH',
      Parent: '101',
      Subject: 'Fix broken contact form',
      Description: 'The form answers 500 when the message has an umlaut.',
      Status: 'Resolved',
      Priority: 'Urgent',
      Assignee: 'member@example.com',
      'Start date': '2025-01-08',
      'Due date': '2025-01-10',
      Estimate: '2:30',
      'Done (%)': '90',
      Tracker: 'Bug',
    });
    expect(tasks.find((t) => t['Redmine id'] === '103')).toMatchObject({
      Parent: '101',
      Assignee: '',
      Estimate: '',
      'Done (%)': '0',
      'Start date': '',
    });
    expect(tasks.find((t) => t['Redmine id'] === '105')).toMatchObject({
      Project: 'CUSTOMER-PORTAL-PHASE-TWO-REDESI',
      Status: 'Waiting for customer',
      Priority: 'Immediate',
      Assignee: 'nora.new@example.org',
      Estimate: '16:00',
    });
    expect(tasks.find((t) => t['Redmine id'] === '107')?.Assignee).toBe(
      'Contractors (Redmine user 20)',
    );
  });

  it('turns journals with notes into comments, leaving out private notes and bare changes', () => {
    expect(rowsOf(result, 'taskComments')).toEqual([
      {
        'Redmine id': '501',
        Task: '101',
        Author: 'pm@example.com',
        'Written on': '2025-01-13',
        Text: 'First drafts are in the shared folder.',
      },
      {
        'Redmine id': '503',
        Task: '102',
        Author: 'member@example.com',
        'Written on': '2025-01-15',
        Text: 'Fixed: the mailer now sends UTF-8.',
      },
      {
        'Redmine id': '505',
        Task: '105',
        Author: 'nora.new@example.org',
        'Written on': '2025-01-17',
        Text: "Waiting for the customer's identity provider details.",
      },
    ]);
  });

  it('turns time entries into rows on the issue, or on the project without one', () => {
    const entries = rowsOf(result, 'timeEntries');
    expect(entries[0]).toEqual({
      'Redmine id': '1001',
      Person: 'pm@example.com',
      Date: '2025-01-07',
      Hours: '3:30',
      Project: 'WEBSITE-RELAUNCH',
      Task: '101',
      Activity: 'Development',
      Note: 'Wireframes',
    });
    expect(entries.find((e) => e['Redmine id'] === '1003')).toMatchObject({
      Task: '',
      Activity: 'Meeting',
      Hours: '1:00',
    });
    expect(entries.find((e) => e['Redmine id'] === '1006')).toMatchObject({
      Hours: '1:20',
      Person: 'nora.new@example.org',
    });
  });

  it('guesses the value maps: statuses, priorities, activities and the people Keel lacks', () => {
    expect(result.valueMaps).toEqual({
      status: {
        New: 'todo',
        'In Progress': 'inProgress',
        Resolved: 'inReview',
        Feedback: 'inReview',
        Closed: 'done',
        Rejected: 'done',
        'Waiting for customer': 'todo',
        Deployed: 'done',
      },
      priority: {
        High: 'high',
        Urgent: 'urgent',
        Normal: 'normal',
        Immediate: 'urgent',
        Low: 'low',
      },
      // Meeting is once on an issue: time on the issue (or the project); Training never is.
      timesheetTask: { Design: 'task', Development: 'task', Meeting: 'task', Training: 42 },
      user: {
        'Contractors (Redmine user 20)': null,
        'hugo@ops.example': null,
        'nora.new@example.org': null,
      },
    });
  });

  it('writes a person whose e-mail Redmine hides by name and Redmine id', async () => {
    const asMember = await converted('member-key');
    expect(rowsOf(asMember, 'projectMembers')).toContainEqual(
      expect.objectContaining({ Project: 'OPS', Person: 'Hugo Hidden (Redmine user 8)' }),
    );
    expect(asMember.valueMaps.user).toHaveProperty(['Hugo Hidden (Redmine user 8)'], null);
  });

  it('gives the same sheets, external ids and value maps on a second read', async () => {
    expect(await converted()).toEqual(result);
  });
});

describe('the guesses', () => {
  it('fits a Redmine identifier to a project code, unique within the import', () => {
    expect(projectCodeOf('website-relaunch', 1, new Set())).toBe('WEBSITE-RELAUNCH');
    expect(projectCodeOf('a', 7, new Set())).toBe('A-7');
    expect(projectCodeOf('_x.y', 7, new Set())).toBe('X-Y');
    expect(projectCodeOf('ops', 9, new Set(['OPS']))).toBe('OPS-9');
    expect(projectCodeOf('x'.repeat(40), 12, new Set(['X'.repeat(32)]))).toBe(
      `${'X'.repeat(29)}-12`,
    );
  });

  it('guesses a status by name (English or German), else by whether it is closed', () => {
    expect(guessTaskStatus('In Bearbeitung', false)).toBe('inProgress');
    expect(guessTaskStatus('Erledigt', true)).toBe('done');
    expect(guessTaskStatus('Archiviert', true)).toBe('done');
    expect(guessTaskStatus('Something', false)).toBe('todo');
  });

  it('guesses an activity never on an issue as the timesheet task of its name, else task', () => {
    const tasks = [{ id: 1, name: 'Internal' }];
    expect(guessActivity('internal work', false, tasks)).toBe(1);
    expect(guessActivity('Internal', true, tasks)).toBe('task');
    expect(guessActivity('Design', false, tasks)).toBe('task');
  });

  it('writes hours as h:mm', () => {
    expect(hoursCell(0.75)).toBe('0:45');
    expect(hoursCell(1.3333)).toBe('1:20');
    expect(hoursCell(null)).toBe('');
  });
});
