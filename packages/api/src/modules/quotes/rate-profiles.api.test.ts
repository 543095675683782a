import type { ErrorBody, RateProfile, RateProfileOptions } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';

let server: TestServer;
serverForFile((started) => (server = started));

const RATES = '/api/quotes/rates';

async function groupId(name: string): Promise<number> {
  return server.idOf('salary_groups', { name });
}

async function createProfile(name: string, roles: unknown[] = []) {
  const created = await server.call<RateProfile>('finance', 'POST', RATES, {
    name,
    currency: 'EUR',
    roles,
  });
  expect(created.status).toBe(200);
  return created.body;
}

describe('rate profiles', () => {
  it('lists the demo profiles by name with roles in order, salary groups only for their readers', async () => {
    const finance = await server.call<RateProfile[]>('finance', 'GET', RATES);
    expect(finance.status).toBe(200);
    expect(finance.body.map((p) => p.name)).toEqual(['Public sector', 'Standard rates']);
    const standard = finance.body.find((p) => p.name === 'Standard rates');
    expect(standard?.roles[0]).toEqual({
      role: 'Project manager',
      hourlyRate: { amount: 11_000, currency: 'EUR' },
      salaryGroup: { id: await groupId('Senior consultant'), name: 'Senior consultant' },
    });
    expect(standard?.roles.map((r) => r.role)).toEqual([
      'Project manager',
      'Senior consultant',
      'Consultant',
      'Designer',
      'Developer',
    ]);
    const pm = await server.call<RateProfile[]>('pm', 'GET', RATES);
    expect(pm.status).toBe(200);
    expect(pm.body.flatMap((p) => p.roles.map((r) => r.salaryGroup))).toSatisfy((groups) =>
      (groups as unknown[]).every((g) => g === null),
    );
    expect(pm.body[1]?.roles[0]?.hourlyRate.amount).toBe(11_000);
  });

  it('answers the form options by what the reader may do', async () => {
    const finance = await server.call<RateProfileOptions>('finance', 'GET', `${RATES}/options`);
    expect(finance.body.canManage).toBe(true);
    expect(finance.body.currencies).toContain('EUR');
    expect(finance.body.salaryGroups?.map((g) => g.name)).toEqual([
      'Consultant',
      'Operations',
      'Senior consultant',
    ]);
    expect(finance.body.roleNames).toContain('Developer');
    const pm = await server.call<RateProfileOptions>('pm', 'GET', `${RATES}/options`);
    expect(pm.body).toMatchObject({ canManage: false, salaryGroups: null });
  });

  it('creates, replaces and deletes a profile with version checks', async () => {
    const consultant = await groupId('Consultant');
    const created = await createProfile('Nordic rates', [
      { role: 'Analyst', hourlyRate: 9_000, salaryGroupId: consultant },
      { role: 'Tester', hourlyRate: 7_000 },
    ]);
    expect(created).toMatchObject({
      name: 'Nordic rates',
      currency: 'EUR',
      quoteCount: 0,
      version: 1,
      roles: [
        { role: 'Analyst', salaryGroup: { id: consultant, name: 'Consultant' } },
        { role: 'Tester', hourlyRate: { amount: 7_000, currency: 'EUR' }, salaryGroup: null },
      ],
    });

    const updated = await server.call<RateProfile>('finance', 'POST', RATES, {
      id: created.id,
      version: 1,
      name: 'Nordic rates 2027',
      currency: 'SEK',
      roles: [
        { role: 'Tester', hourlyRate: 75_000 },
        { role: 'Analyst', hourlyRate: 95_000, salaryGroupId: consultant },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Nordic rates 2027', currency: 'SEK', version: 2 });
    expect(updated.body.roles.map((r) => [r.role, r.hourlyRate])).toEqual([
      ['Tester', { amount: 75_000, currency: 'SEK' }],
      ['Analyst', { amount: 95_000, currency: 'SEK' }],
    ]);

    const stale = await server.call<ErrorBody & { current?: RateProfile }>(
      'finance',
      'POST',
      RATES,
      {
        id: created.id,
        version: 1,
        name: 'Lost',
        currency: 'EUR',
        roles: [],
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current?.version).toBe(2);

    const staleDelete = await server.call('finance', 'POST', `${RATES}/${created.id}`, {
      version: 1,
    });
    expect(staleDelete.status).toBe(409);
    const deleted = await server.call('finance', 'POST', `${RATES}/${created.id}`, { version: 2 });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    const list = await server.call<RateProfile[]>('finance', 'GET', RATES);
    expect(list.body.map((p) => p.name)).not.toContain('Nordic rates 2027');
    expect(
      (await server.call('finance', 'POST', `${RATES}/${created.id}`, { version: 2 })).status,
    ).toBe(404);
    const gone = await server.call('finance', 'POST', RATES, {
      id: created.id,
      version: 2,
      name: 'Ghost',
      currency: 'EUR',
      roles: [],
    });
    expect(gone.status).toBe(404);
  });

  it('counts the quotes using a profile; deleting it leaves them without one', async () => {
    const profile = await createProfile('Counted rates', [{ role: 'Lead', hourlyRate: 10_000 }]);
    const [quote, deletedQuote] = await server
      .knex('quotes')
      .whereNull('deleted_at')
      .orderBy('id')
      .limit(2)
      .select<{ id: number }[]>('id');
    await server
      .knex('quotes')
      .whereIn('id', [quote?.id ?? 0, deletedQuote?.id ?? 0])
      .update({ rate_profile_id: profile.id });
    await server.knex('quotes').where({ id: deletedQuote?.id }).update({ deleted_at: 1 });
    const listed = await server.call<RateProfile[]>('finance', 'GET', RATES);
    expect(listed.body.find((p) => p.id === profile.id)?.quoteCount).toBe(1);

    const deleted = await server.call('finance', 'POST', `${RATES}/${profile.id}`, { version: 1 });
    expect(deleted.status).toBe(200);
    const quotes = await server
      .knex('quotes')
      .whereIn('id', [quote?.id ?? 0, deletedQuote?.id ?? 0])
      .select<{ rate_profile_id: number | null }[]>('rate_profile_id');
    expect(quotes.map((q) => q.rate_profile_id)).toEqual([null, null]);
    await server.knex('quotes').where({ id: deletedQuote?.id }).update({ deleted_at: null });
  });

  it('keeps the stored salary groups when a writer without readEmployeeSalaryGroups saves', async () => {
    const senior = await groupId('Senior consultant');
    const profile = await createProfile('Kept groups', [
      { role: 'Architect', hourlyRate: 12_000, salaryGroupId: senior },
    ]);
    // A role with manageQuoteRateProfiles but no salary group flags.
    const roleId = await server.idOf('roles', { name: 'Project Manager' });
    await server.knex('role_flags').insert({ role_id: roleId, flag: 'manageQuoteRateProfiles' });
    try {
      const saved = await server.call<RateProfile>('pm', 'POST', RATES, {
        id: profile.id,
        version: 1,
        name: 'Kept groups',
        currency: 'EUR',
        roles: [
          { role: 'architect', hourlyRate: 13_000, salaryGroupId: await groupId('Operations') },
          { role: 'Intern', hourlyRate: 3_000, salaryGroupId: senior },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.roles.map((r) => r.salaryGroup)).toEqual([null, null]);
      const stored = await server
        .knex('quote_rate_profile_roles')
        .where({ profile_id: profile.id })
        .orderBy('position')
        .select<{ role: string; salary_group_id: number | null }[]>('role', 'salary_group_id');
      expect(stored).toEqual([
        { role: 'architect', salary_group_id: senior },
        { role: 'Intern', salary_group_id: null },
      ]);
    } finally {
      await server
        .knex('role_flags')
        .where({ role_id: roleId, flag: 'manageQuoteRateProfiles' })
        .delete();
    }
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectInvalidFields(
      await server.call('finance', 'POST', RATES, {
        name: ' ',
        currency: 'XXX',
        roles: [
          { role: '', hourlyRate: 1.5 },
          { role: 'Dev', hourlyRate: -1 },
          { role: 'dev', hourlyRate: 100_000_001 },
        ],
      }),
      [
        'currency',
        'name',
        'roles.0.hourlyRate',
        'roles.0.role',
        'roles.1.hourlyRate',
        'roles.2.hourlyRate',
      ],
    );
    const twice = await server.call<ErrorBody>('finance', 'POST', RATES, {
      name: 'Twice',
      currency: 'EUR',
      roles: [
        { role: 'Dev', hourlyRate: 100 },
        { role: 'dev', hourlyRate: 200 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.['roles.1.role']).toEqual(['dev is listed twice']);
    const unknownGroup = await server.call<ErrorBody>('finance', 'POST', RATES, {
      name: 'Unknown group',
      currency: 'EUR',
      roles: [{ role: 'Dev', hourlyRate: 100, salaryGroupId: 2_000_000_000 }],
    });
    expect(unknownGroup.status).toBe(400);
    expect(unknownGroup.body.errors?.['roles.0.salaryGroupId']).toEqual(['Unknown salary group']);
    // Past PostgreSQL's integer: refused by the input check, never sent to the database.
    expectInvalidFields(
      await server.call('finance', 'POST', RATES, {
        name: 'Huge group',
        currency: 'EUR',
        roles: [{ role: 'Dev', hourlyRate: 100, salaryGroupId: 3_000_000_000 }],
      }),
      ['roles.0.salaryGroupId'],
    );
    const noVersion = await server.call<ErrorBody>('finance', 'POST', RATES, {
      id: 1,
      name: 'No version',
      currency: 'EUR',
      roles: [],
    });
    expect(Object.keys(noVersion.body.errors ?? {})).toEqual(['version']);
    const duplicate = await server.call<ErrorBody>('finance', 'POST', RATES, {
      name: 'standard RATES',
      currency: 'EUR',
      roles: [],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.name).toEqual(['A rate profile with this name already exists']);
    const nul = await server.call<ErrorBody>('finance', 'POST', RATES, {
      name: 'Nul\u0000name',
      currency: 'EUR',
      roles: [],
    });
    expect(nul.status).toBe(400);
    const badId = await server.call<ErrorBody>('finance', 'POST', `${RATES}/abc`, { version: 1 });
    expect(badId.status).toBe(400);
    const badVersion = await server.call<ErrorBody>('finance', 'POST', `${RATES}/1`, {});
    expect(Object.keys(badVersion.body.errors ?? {})).toEqual(['version']);
  });

  it('lets the pm read but not change; member and stakeholder see nothing', async () => {
    expect((await server.call('pm', 'GET', RATES)).status).toBe(200);
    expect(
      (await server.call('pm', 'POST', RATES, { name: 'Mine', currency: 'EUR', roles: [] })).status,
    ).toBe(403);
    expect((await server.call('pm', 'POST', `${RATES}/1`, { version: 1 })).status).toBe(403);
    for (const who of ['member', 'stakeholder'] as const) {
      expect((await server.call(who, 'GET', RATES)).status).toBe(403);
      expect((await server.call(who, 'GET', `${RATES}/options`)).status).toBe(403);
    }
    expect((await server.request('GET', RATES)).status).toBe(401);
  });
});
