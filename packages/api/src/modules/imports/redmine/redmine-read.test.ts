import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lib/errors';
import { REDMINE_CLIENT_DEFAULTS, redmineClient } from './redmine-client';
import { startRedmineFixtureServer, type FixtureServer } from './redmine-fixture-server';
import { readRedmine } from './redmine-read';

/**
 * What one import reads of the fixture server (README.md § Reading): every
 * resource over several pages, journals only of updated issues, the users
 * with an administrator's key and without, the projects asked for, `since`.
 */

let redmine: FixtureServer;
const settings = { ...REDMINE_CLIENT_DEFAULTS, allowPrivate: true, retryDelaysMs: [10] };
const client = (key = 'admin-key') => redmineClient(redmine.url, key, settings);

beforeAll(async () => {
  redmine = await startRedmineFixtureServer({ pageCap: 2 });
});
afterEach(() => redmine.reset());
afterAll(() => redmine.close());

const paths = () => redmine.requests.map((r) => r.path);

describe('reading a Redmine server', () => {
  it('reads every resource, page by page, and journals only of issues updated since created', async () => {
    const data = await readRedmine(client(), {});
    expect(data.projects.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(data.memberships.map((m) => m.id)).toEqual([11, 12, 14, 21, 22, 31, 32]);
    expect(data.trackers.map((t) => t.name)).toEqual(['Bug', 'Feature', 'Support']);
    expect(data.statuses).toHaveLength(8);
    expect(data.activities.map((a) => a.name)).toEqual([
      'Design',
      'Development',
      'Meeting',
      'Training',
    ]);
    expect(data.issues.map((i) => i.id)).toEqual([101, 102, 103, 104, 105, 106, 107]);
    expect(data.timeEntries.map((e) => e.id)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    // 7 issues at 2 a page: 4 pages, all statuses, sorted by id.
    const issuePages = redmine.requests.filter((r) => r.path === '/issues.json');
    expect(issuePages.map((r) => r.query.get('offset'))).toEqual(['0', '2', '4', '6']);
    expect(issuePages.every((r) => r.query.get('status_id') === '*')).toBe(true);
    expect(
      paths()
        .filter((p) => /^\/issues\/\d+\.json$/.test(p))
        .sort(),
    ).toEqual(['/issues/101.json', '/issues/102.json', '/issues/105.json']);
    expect(data.issues.find((i) => i.id === 102)?.journals?.map((j) => j.id)).toEqual([503, 504]);
    expect(data.issues.find((i) => i.id === 103)?.journals).toBeUndefined();
  });

  it("reads the users' e-mails from the list with an administrator's key", async () => {
    const data = await readRedmine(client(), {});
    expect(paths()).toContain('/users.json');
    expect(data.users.get(5)).toEqual({ id: 5, name: 'Jane Doe', mail: 'pm@example.com' });
    expect(data.users.get(8)?.mail).toBe('hugo@ops.example');
    // A group assigned an issue is no user: its name, no e-mail.
    expect(data.users.get(20)).toEqual({ id: 20, name: 'Contractors', mail: null });
  });

  it('reads each named user alone with a member’s key, without the e-mails Redmine hides', async () => {
    const data = await readRedmine(client('member-key'), {});
    expect(
      paths()
        .filter((p) => p.startsWith('/users/'))
        .sort(),
    ).toEqual([
      '/users/20.json',
      '/users/5.json',
      '/users/6.json',
      '/users/7.json',
      '/users/8.json',
    ]);
    expect(data.users.get(7)?.mail).toBe('Nora.New@Example.org');
    expect(data.users.get(8)).toEqual({ id: 8, name: 'Hugo Hidden', mail: null });
  });

  it('reads only the projects asked for, by id or identifier, one stream each', async () => {
    const data = await readRedmine(client(), {
      projectIds: ['customer-portal-phase-two-redesign-2025', 2],
    });
    expect(data.projects.map((p) => p.id)).toEqual([2, 3]);
    expect(data.issues.map((i) => i.id)).toEqual([104, 105]);
    expect(data.timeEntries.map((e) => e.id)).toEqual([1005, 1006]);
    expect(data.memberships.every((m) => [2, 3].includes(m.project.id))).toBe(true);
    const issueReads = redmine.requests.filter((r) => r.path === '/issues.json');
    expect(issueReads.map((r) => r.query.get('project_id'))).toEqual(['2', '3']);
    expect(issueReads.every((r) => r.query.get('subproject_id') === '!*')).toBe(true);
  });

  it('answers 400 naming projectIds for a project the key does not see', async () => {
    const error = await readRedmine(client(), { projectIds: [1, 99, 'nope'] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({
      projectIds: ['the key sees no Redmine project 99, nope'],
    });
  });

  it('reads issues updated and time spent since a day', async () => {
    const data = await readRedmine(client(), { since: '2025-01-15' });
    expect(data.issues.map((i) => i.id)).toEqual([101, 102, 105]);
    expect(data.timeEntries.map((e) => e.id)).toEqual([1006]);
    const issueRead = redmine.requests.find((r) => r.path === '/issues.json');
    expect(issueRead?.query.get('updated_on')).toBe('>=2025-01-15');
    const entryRead = redmine.requests.find((r) => r.path === '/time_entries.json');
    expect(entryRead?.query.get('from')).toBe('2025-01-15');
  });
});
