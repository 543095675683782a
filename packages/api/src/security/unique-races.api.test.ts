import type { ErrorBody } from '@keel/types';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiResponse, TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: unique rules under concurrency (hardening issue item 4).
 * Every name or code that must be unique is a unique index (ignoring case
 * where the service compares so), so the rule holds however many requests
 * race: for each rule, ten creates at once with one name (in case variants
 * where case does not count) give exactly one success and nine 409 naming the
 * field, never a 500, and exactly one row. A rename into a taken name is the
 * same 409, and two renames at once into one name give one success.
 */
const BURST = 10;
let server: TestServer;
const figures = {
  rules: 0,
  created: 0,
  refused: 0,
  serverErrors: 0,
  renames: 0,
  renameRaces: 0,
  generatedCodes: 0,
  pendingInvitations: 0,
};

/** Counts one rule's burst in the figures. */
function raced(won: number, refused: number): void {
  figures.rules += 1;
  figures.created += won;
  figures.refused += refused;
}

serverForFile(async (started) => {
  server = started;
  await server.cookieOf('admin'); // one sign-in, before the bursts share it
});
afterAll(() => {
  reportBatteryFigure(
    'unique races',
    `races run: ${figures.rules} rules × ${BURST} creates, ${figures.created} created, ` +
      `${figures.refused} refused, ${figures.serverErrors} 5xx; ` +
      `${figures.renames} renames into a taken name refused, ${figures.renameRaces} pairs of concurrent renames ` +
      `with one winner each; ${figures.generatedCodes} concurrent creates without a code got distinct codes; ` +
      `${BURST} concurrent invitations of one email left ${figures.pendingInvitations} pending`,
  );
});

interface Saved {
  id: number;
  version: number;
}

/** A request of a race: a create or a rename. */
interface RaceRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

interface UniqueCase {
  label: string;
  /** The table and column holding the unique value (rows counted ignoring case when `anyCase`). */
  table: string;
  column: string;
  field: string;
  /** Does the rule ignore case (then the burst sends case variants)? */
  anyCase: boolean;
  create(value: string): RaceRequest;
  rename(saved: Saved, value: string): RaceRequest;
}

/**
 * A unique name (ignoring case) of records created by `POST path` and renamed
 * by `PUT path/{id}`: `fields` are what the create and the rename send beside
 * the name (and the version); `rename` replaces the rename where it differs.
 */
const named = (
  label: string,
  table: string,
  path: string,
  fields: { create?: Record<string, unknown>; rename?: Record<string, unknown> },
  rename?: UniqueCase['rename'],
): UniqueCase => ({
  label,
  table,
  column: 'name',
  field: 'name',
  anyCase: true,
  create: (name) => ({ method: 'POST', path, body: { name, ...fields.create } }),
  rename:
    rename ??
    ((s, name) => ({
      method: 'PUT',
      path: `${path}/${s.id}`,
      body: { name, ...fields.rename, version: s.version },
    })),
});

const CSV_TEMPLATE = { format: 'csv', columns: ['date', 'hours'] };

const CASES: UniqueCase[] = [
  named('teams', 'teams', '/api/teams', { rename: { leadId: null, memberIds: [] } }),
  named('custom fields', 'custom_fields', '/api/custom-fields', {
    create: { type: 'text' },
    rename: { type: 'text' },
  }),
  named('roles', 'roles', '/api/roles', {
    create: { flags: ['readTeams'] },
    rename: { flags: ['readTeams'] },
  }),
  named('salary groups', 'salary_groups', '/api/salary-groups', { rename: { rates: [] } }),
  named('timesheet tasks', 'timesheet_tasks', '/api/timesheet/tasks', {
    create: { kind: 'other' },
    rename: { active: true },
  }),
  named(
    'rate profiles',
    'quote_rate_profiles',
    '/api/quotes/rates',
    { create: { currency: 'EUR', roles: [{ role: 'Analyst', hourlyRate: 9_500 }] } },
    // A profile is saved whole by a POST that names it.
    (s, name) => ({
      method: 'POST',
      path: '/api/quotes/rates',
      body: { id: s.id, version: s.version, name, currency: 'EUR', roles: [] },
    }),
  ),
  named('pricing configs', 'quote_pricing_configs', '/api/quotes/configs', {}),
  named('export templates', 'timesheet_export_templates', '/api/timesheet/export-templates', {
    create: CSV_TEMPLATE,
    rename: CSV_TEMPLATE,
  }),
  {
    // Codes are capital letters, digits, - and _ only: one spelling each.
    label: 'project codes',
    table: 'projects',
    column: 'code',
    field: 'code',
    anyCase: false,
    create: (code) => ({
      method: 'POST',
      path: '/api/projects',
      body: { name: `Race ${code}`, code },
    }),
    rename: (s, code) => ({
      method: 'PUT',
      path: `/api/projects/${s.id}`,
      body: { code, version: s.version },
    }),
  },
];

let counter = 0;
/** A value no earlier test used; codes in capitals (a project code's alphabet). */
function fresh(c: UniqueCase, what: string): string {
  counter += 1;
  return c.anyCase ? `Race ${what} ${counter}` : `RACE-${what.toUpperCase()}-${counter}`;
}

/** `name` in a spelling of its own for each request of a burst (when the rule ignores case). */
function variant(c: UniqueCase, value: string, i: number): string {
  if (!c.anyCase) return value;
  const forms = [
    value,
    value.toUpperCase(),
    value.toLowerCase(),
    [...value].map((ch, k) => (k % 2 ? ch.toUpperCase() : ch.toLowerCase())).join(''),
  ];
  return forms[i % forms.length] as string;
}

async function rowsWith(c: UniqueCase, value: string): Promise<number> {
  const query = server.knex(c.table);
  if (c.anyCase) query.whereRaw(`lower(${c.column}) = lower(?)`, [value]);
  else query.where(c.column, value);
  const row = await query.count<{ n: number | string }>('* as n').first();
  return Number(row?.n ?? 0);
}

function send(request: RaceRequest) {
  return server.call<Saved & ErrorBody>('admin', request.method, request.path, request.body);
}

/** Every answer is a success or a 409 naming the field; returns the successes. */
function tally(c: UniqueCase, responses: Array<ApiResponse<Saved & ErrorBody>>) {
  const statuses = responses.map((r) => r.status);
  figures.serverErrors += statuses.filter((s) => s >= 500).length;
  expect(
    statuses.filter((s) => s >= 500),
    responses.map((r) => r.text).join('\n'),
  ).toEqual([]);
  const won = responses.filter((r) => r.status === 200 || r.status === 201);
  const refused = responses.filter((r) => r.status === 409);
  expect(won.length + refused.length, statuses.join()).toBe(responses.length);
  for (const r of refused) expect(r.body.errors?.[c.field], r.text).toHaveLength(1);
  return { won, refused };
}

async function created(c: UniqueCase, value: string): Promise<Saved> {
  const response = await send(c.create(value));
  expect([200, 201], response.text).toContain(response.status);
  return response.body;
}

describe('unique rules under concurrency', () => {
  it.each(CASES)(
    '$label: ten concurrent creates with one value → one created, nine 409 naming the field, one row',
    async (c) => {
      const value = fresh(c, 'burst');
      const responses = await Promise.all(
        Array.from({ length: BURST }, (_, i) => send(c.create(variant(c, value, i)))),
      );
      const { won, refused } = tally(c, responses);
      expect(won.length, responses.map((r) => `${r.status} ${r.text}`).join('\n')).toBe(1);
      expect(refused.length).toBe(BURST - 1);
      expect(await rowsWith(c, value)).toBe(1);
      raced(won.length, refused.length);
    },
  );

  it.each(CASES)(
    '$label: a rename into a taken value (another spelling) is a 409 naming the field',
    async (c) => {
      const taken = fresh(c, 'taken');
      await created(c, taken);
      const other = await created(c, fresh(c, 'other'));
      const response = await send(c.rename(other, variant(c, taken, 1)));
      expect(response.status, response.text).toBe(409);
      expect(response.body.errors?.[c.field], response.text).toHaveLength(1);
      expect(await rowsWith(c, taken)).toBe(1);
      figures.renames += 1;
    },
  );

  it.each(CASES)('$label: two renames at once into one value → one saved, one 409', async (c) => {
    const [a, b] = [await created(c, fresh(c, 'a')), await created(c, fresh(c, 'b'))];
    const target = fresh(c, 'target');
    const responses = await Promise.all([
      send(c.rename(a as Saved, variant(c, target, 0))),
      send(c.rename(b as Saved, variant(c, target, 1))),
    ]);
    const { won, refused } = tally(c, responses);
    expect(won.length, responses.map((r) => `${r.status} ${r.text}`).join('\n')).toBe(1);
    expect(refused.length).toBe(1);
    expect(await rowsWith(c, target)).toBe(1);
    figures.renameRaces += 1;
  });

  it('employees: ten concurrent employee records for one user → one created, nine 409 naming userId', async () => {
    const [userId] = await server
      .knex('users')
      .insert({
        email: `employee-race-${++counter}@example.com`,
        name: 'Employee race',
        initials: 'ER',
        color: '#000000',
        status: 'active',
        created_at: server.clock.now,
        updated_at: server.clock.now,
      })
      .returning<Array<{ id: number } | number>>('id')
      .then((rows) => rows.map((row) => (typeof row === 'object' ? row.id : row)));
    const responses = await Promise.all(
      Array.from({ length: BURST }, () =>
        server.call<ErrorBody>('admin', 'POST', '/api/employees', {
          userId,
          employmentStart: '2025-01-01',
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 500),
      responses.map((r) => r.text).join('\n'),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201).length, statuses.join()).toBe(1);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused.length, statuses.join()).toBe(BURST - 1);
    for (const r of refused) expect(r.body.errors?.userId, r.text).toHaveLength(1);
    raced(1, refused.length);
    const rows = await server
      .knex('employees')
      .where({ user_id: userId })
      .count<{ n: number | string }>('* as n')
      .first();
    expect(Number(rows?.n)).toBe(1);
  });

  it('project codes: ten concurrent creates without a code all succeed with ten different codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        server.call<{ code: string } & ErrorBody>('admin', 'POST', '/api/projects', {
          name: `Generated code ${i}`,
        }),
      ),
    );
    expect(
      responses.map((r) => r.status),
      responses.map((r) => r.text).join('\n'),
    ).toEqual(Array.from({ length: BURST }, () => 201));
    expect(new Set(responses.map((r) => r.body.code)).size).toBe(BURST);
    figures.generatedCodes += BURST;
  });

  it('timesheet tasks: ten concurrent "time in lieu taken" tasks → one created, nine 409 naming kind', async () => {
    // The workspace's own one made "other" first, so the race decides which is the one.
    await server
      .knex('timesheet_tasks')
      .where({ kind: 'timeInLieuTaken' })
      .update({ kind: 'other' });
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        server.call<ErrorBody>('admin', 'POST', '/api/timesheet/tasks', {
          name: `Time in lieu race ${i}`,
          kind: 'timeInLieuTaken',
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, responses.map((r) => r.text).join('\n')).toBe(
      1,
    );
    const refused = responses.filter((r) => r.status === 409);
    expect(refused.length, statuses.join()).toBe(BURST - 1);
    for (const r of refused) expect(r.body.errors?.kind, r.text).toHaveLength(1);
    raced(1, refused.length);
    const rows = await server
      .knex('timesheet_tasks')
      .where({ kind: 'timeInLieuTaken' })
      .count<{ n: number | string }>('* as n')
      .first();
    expect(Number(rows?.n)).toBe(1);
  });

  it('invitations: ten concurrent invitations of one email (any case) → one user, one pending invitation, no 5xx', async () => {
    const email = `race-${++counter}@example.com`;
    const spellings = [email, email.toUpperCase(), `Race-${counter}@Example.com`];
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        server.call<ErrorBody>('admin', 'POST', '/api/admin/invitations', {
          email: spellings[i % spellings.length],
          roleIds: [],
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 500),
      responses.map((r) => r.text).join('\n'),
    ).toEqual([]);
    // Inviting an invited user again replaces the link (a 201 too); a clash is a 409 on email.
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(),
    ).toBe(true);
    for (const r of responses.filter((x) => x.status === 409))
      expect(r.body.errors?.email, r.text).toHaveLength(1);
    expect(statuses).toContain(201);
    const users = await server.knex('users').where({ email }).pluck<number[]>('id');
    expect(users).toHaveLength(1);
    const pending = await server
      .knex('invitations')
      .where({ user_id: users[0] })
      .whereNull('used_at')
      .whereNull('revoked_at')
      .count<{ n: number | string }>('* as n')
      .first();
    expect(Number(pending?.n)).toBe(1);
    figures.pendingInvitations = Number(pending?.n);
  });
});
