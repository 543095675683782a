import type { AuditEntry, Employee, ErrorBody, HourlyCost, Page, SalaryGroup } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';
import { insertUser } from '../auth';

let server: TestServer;
serverForFile((started) => (server = started));

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('salary groups', () => {
  it('lists the demo groups with their rate history and the rate in force', async () => {
    const page = await server.call<Page<SalaryGroup>>('finance', 'GET', '/api/salary-groups');
    expect(page.status).toBe(200);
    expect(page.body.items.map((g) => g.name)).toEqual([
      'Consultant',
      'Operations',
      'Senior consultant',
    ]);
    const consultant = page.body.items[0] as SalaryGroup;
    expect(consultant.rates).toEqual([
      { effectiveFrom: '2025-01-01', hourlyRate: eur(4500) },
      { effectiveFrom: '2026-01-01', hourlyRate: eur(4800) },
    ]);
    expect(consultant.employeeCount).toBe(1);
    const bigFirst = await server.call<Page<SalaryGroup>>(
      'finance',
      'GET',
      '/api/salary-groups?sort=employeeCount&direction=desc&pageSize=1',
    );
    expect(bigFirst.body).toMatchObject({ total: 3, items: [{ name: 'Operations' }] });
  });

  it('creates a group, adds a rate change (the history grows), deletes an empty group', async () => {
    const created = await server.call<SalaryGroup>('finance', 'POST', '/api/salary-groups', {
      name: 'Designers',
      rates: [{ effectiveFrom: '2025-03-01', hourlyRate: { amount: 5100, currency: 'eur' } }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ currentRate: eur(5100), version: 1, employeeCount: 0 });
    const changed = await server.call<SalaryGroup>(
      'finance',
      'PUT',
      `/api/salary-groups/${created.body.id}`,
      {
        version: 1,
        name: 'Designers',
        rates: [...created.body.rates, { effectiveFrom: '2099-01-01', hourlyRate: eur(9900) }],
      },
    );
    expect(changed.body.rates.map((r) => r.effectiveFrom)).toEqual(['2025-03-01', '2099-01-01']);
    expect(changed.body.currentRate).toEqual(eur(5100));
    const stale = await server.call('finance', 'PUT', `/api/salary-groups/${created.body.id}`, {
      version: 1,
      name: 'Designers',
      rates: [],
    });
    expect(stale.status).toBe(409);
    const deleted = await server.call(
      'finance',
      'DELETE',
      `/api/salary-groups/${created.body.id}?version=2`,
    );
    expect(deleted.status).toBe(200);
  });

  it('refuses bad rates, duplicate names and deleting a group with employees', async () => {
    expectInvalidFields(
      await server.call('finance', 'POST', '/api/salary-groups', {
        name: 'Bad',
        rates: [
          { effectiveFrom: '2025-01-01', hourlyRate: { amount: -1, currency: 'EUR' } },
          { effectiveFrom: '2025-01-01', hourlyRate: { amount: 10.5, currency: 'euro' } },
        ],
      }),
      ['rates.0.hourlyRate.amount', 'rates.1.hourlyRate.amount', 'rates.1.hourlyRate.currency'],
    );
    const sameDay = await server.call<ErrorBody>('finance', 'POST', '/api/salary-groups', {
      name: 'Bad',
      rates: [
        { effectiveFrom: '2025-01-01', hourlyRate: eur(100) },
        { effectiveFrom: '2025-01-01', hourlyRate: eur(200) },
      ],
    });
    expect(sameDay.body.errors).toEqual({
      'rates.1.effectiveFrom': ['Two rates start on 2025-01-01'],
    });
    const duplicate = await server.call<ErrorBody>('finance', 'POST', '/api/salary-groups', {
      name: 'consultant',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.name).toEqual(['A salary group with this name already exists']);
    const groups = await server.call<Page<SalaryGroup>>('finance', 'GET', '/api/salary-groups');
    const operations = groups.body.items.find((g) => g.name === 'Operations') as SalaryGroup;
    const inUse = await server.call<ErrorBody>(
      'finance',
      'DELETE',
      `/api/salary-groups/${operations.id}?version=${operations.version}`,
    );
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/2 employees belong/);
  });
});

describe('employees', () => {
  it('has an employee record for every internal demo account', async () => {
    const page = await server.call<Page<Employee>>('finance', 'GET', '/api/employees');
    expect(page.body.items.map((e) => e.user.email).sort()).toEqual([
      'admin@example.com',
      'finance@example.com',
      'member@example.com',
      'pm@example.com',
    ]);
    const max = page.body.items.find((e) => e.user.email === 'member@example.com') as Employee;
    expect(max).toMatchObject({
      salaryGroup: { name: 'Consultant' },
      standardMinutesPerDay: 450,
      workingDays: [1, 2, 3, 4, 5],
      employmentStart: '2025-02-03',
      employmentEnd: null,
      overrides: [{ effectiveFrom: '2026-07-01', hourlyRate: eur(5200) }],
    });
    const consultants = await server.call<Page<Employee>>(
      'finance',
      'GET',
      `/api/employees?salaryGroupId=${max.salaryGroup?.id}&search=max`,
    );
    expect(consultants.body.items.map((e) => e.user.name)).toEqual(['Max Member']);
  });

  it('creates, edits and deletes an employee record; answers the hourly cost on a date', async () => {
    const userId = await insertUser(
      server.knex,
      { email: 'new.staff@example.com', name: 'New Staff', status: 'active' },
      server.clock.now,
    );
    const candidates = await server.call<Page<{ email: string }>>(
      'finance',
      'GET',
      '/api/employees/candidates?pageSize=100',
    );
    expect(candidates.body.items.map((c) => c.email)).toContain('new.staff@example.com');
    expect(candidates.body.items.map((c) => c.email)).not.toContain('stakeholder@example.com');
    const searched = await server.call<Page<{ email: string }>>(
      'finance',
      'GET',
      '/api/employees/candidates?search=STAFF',
    );
    expect(searched.body).toMatchObject({ total: 1, items: [{ email: 'new.staff@example.com' }] });
    const groups = await server.call<Page<SalaryGroup>>('finance', 'GET', '/api/salary-groups');
    const consultant = groups.body.items.find((g) => g.name === 'Consultant') as SalaryGroup;
    const created = await server.call<Employee>('finance', 'POST', '/api/employees', {
      userId,
      salaryGroupId: consultant.id,
      employmentStart: '2025-06-01',
      workingDays: [5, 1, 1, 3],
      overrides: [{ effectiveFrom: '2025-09-01', hourlyRate: eur(6100) }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ workingDays: [1, 3, 5], standardMinutesPerDay: 480 });
    const cost = (date: string) =>
      server.call<HourlyCost>('finance', 'GET', `/api/users/${userId}/hourly-cost?date=${date}`);
    expect((await cost('2025-05-31')).body).toMatchObject({ hourlyCost: null, source: null });
    expect((await cost('2025-06-01')).body).toMatchObject({
      hourlyCost: eur(4500),
      source: 'salaryGroup',
    });
    expect((await cost('2025-09-01')).body.hourlyCost).toEqual(eur(6100));
    expect((await cost('2026-01-01')).body.hourlyCost).toEqual(eur(4800));

    const ended = await server.call<Employee>(
      'finance',
      'PUT',
      `/api/employees/${created.body.id}`,
      {
        version: 1,
        salaryGroupId: consultant.id,
        employmentStart: '2025-06-01',
        employmentEnd: '2025-12-31',
        standardMinutesPerDay: 420,
      },
    );
    expect(ended.body).toMatchObject({ employmentEnd: '2025-12-31', overrides: [], version: 2 });
    expect((await cost('2026-01-01')).body.hourlyCost).toBeNull();
    const stale = await server.call('finance', 'PUT', `/api/employees/${created.body.id}`, {
      version: 1,
      employmentStart: '2025-06-01',
    });
    expect(stale.status).toBe(409);
    const twice = await server.call<ErrorBody>('finance', 'POST', '/api/employees', {
      userId,
      employmentStart: '2025-06-01',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.userId).toEqual(['This user already has an employee record']);
    expect(
      (await server.call('finance', 'DELETE', `/api/employees/${created.body.id}?version=2`))
        .status,
    ).toBe(200);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const stakeholder = await server.idOf('users', { email: 'stakeholder@example.com' });
    const refusals: Array<[field: string, message: string, body: Record<string, unknown>]> = [
      [
        'userId',
        'External stakeholders cannot have an employee record',
        { userId: stakeholder, employmentStart: '2025-01-01' },
      ],
      [
        'employmentEnd',
        'Employment cannot end before it starts',
        { userId: 1, employmentStart: '2025-02-01', employmentEnd: '2025-01-01' },
      ],
      [
        'salaryGroupId',
        'Unknown salary group',
        { userId: 1, employmentStart: '2025-02-01', salaryGroupId: 999 },
      ],
    ];
    for (const [field, message, body] of refusals) {
      const refused = await server.call<ErrorBody>('finance', 'POST', '/api/employees', body);
      expect(refused.body.errors?.[field], field).toEqual([message]);
    }
    const bad = await server.call<ErrorBody>('finance', 'POST', '/api/employees', {
      userId: 1,
      employmentStart: '2025-02-30x',
      standardMinutesPerDay: 0,
      workingDays: [8],
    });
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'employmentStart',
      'standardMinutesPerDay',
      'workingDays.0',
    ]);
    const noDate = await server.call<ErrorBody>('finance', 'GET', '/api/users/1/hourly-cost');
    expect(Object.keys(noDate.body.errors ?? {})).toEqual(['date']);
  });
});

describe('cost figures stay with the salary flags', () => {
  const paths = [
    '/api/salary-groups',
    '/api/salary-groups/1',
    '/api/employees',
    '/api/employees/1',
    '/api/employees/candidates',
    '/api/users/1/hourly-cost?date=2026-01-01',
  ];

  it('answers 403 to every account without them and 401 when signed out', async () => {
    for (const who of ['pm', 'member', 'stakeholder'] as const) {
      const cookie = await server.login(who);
      for (const path of paths)
        expect((await server.request('GET', path, { cookie })).status, `${who} ${path}`).toBe(403);
    }
    for (const path of paths) expect((await server.request('GET', path)).status).toBe(401);
  });

  it('keeps salary entries out of the audit log of an administrator without the flags', async () => {
    const admin = await server.login('admin');
    const all = await server.request<Page<AuditEntry>>(
      'GET',
      '/api/audit-log?entityType=salaryGroup',
      { cookie: admin },
    );
    expect(all.body.items.length).toBeGreaterThan(0);
    expect(all.body.items[0]?.actor?.name).toBe('Fin Ance');

    // A role manager without salary flags sees the log, but no salary entries.
    const now = server.clock.now;
    const [role] = await server
      .knex('roles')
      .insert({ name: 'Role managers', created_at: now, updated_at: now })
      .returning<{ id: number }[]>('id');
    await server.knex('role_flags').insert({ role_id: role?.id, flag: 'manageRoles' });
    const invited = await server.request<{ url: string }>('POST', '/api/admin/invitations', {
      cookie: admin,
      body: { email: 'roles.only@example.com', roleIds: [role?.id] },
    });
    const url = new URL(invited.body.url, 'http://x');
    const signup = await server.request('POST', '/api/auth/signup', {
      body: {
        email: url.searchParams.get('email'),
        token: url.searchParams.get('token'),
        name: 'Rolf Roles',
        password: 'rolf-password-1',
      },
    });
    const cookie = (signup.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    const seen = await server.request<Page<AuditEntry>>('GET', '/api/audit-log?pageSize=500', {
      cookie,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.items.some((e) => e.entityType === 'invitation')).toBe(true);
    expect(
      seen.body.items.some((e) => e.entityType === 'salaryGroup' || e.entityType === 'employee'),
    ).toBe(false);
    const asked = await server.request<Page<AuditEntry>>(
      'GET',
      '/api/audit-log?entityType=employee',
      { cookie },
    );
    expect(asked.body).toMatchObject({ items: [], total: 0 });
  });
});
