import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { expectReseedChangesNothing } from '../test/demo-reseed';
import { DEMO_INVITATION, DEMO_SALARY_GROUPS } from './demo-administration';

let server: TestServer;
serverForFile((started) => (server = started));

async function snapshot() {
  const k = server.knex;
  return {
    groups: await k('salary_groups').orderBy('id').select('id', 'name', 'version'),
    rates: await k('salary_group_rates').orderBy('id').select(),
    employees: await k('employees')
      .orderBy('id')
      .select('id', 'user_id', 'salary_group_id', 'standard_minutes_per_day', 'working_days'),
    overrides: await k('employee_rate_overrides').orderBy('id').select(),
    invitations: await k('invitations').orderBy('id').select('id', 'email', 'token_hash'),
  };
}

describe('the administration demo data', () => {
  it('is added once: seeding again changes nothing', async () => {
    await expectReseedChangesNothing(server, snapshot);
  });

  it('has salary groups with a rate change, an employee per internal account, a pending invitation', async () => {
    const { groups, rates, employees } = await snapshot();
    expect(groups.map((g) => g.name)).toEqual(DEMO_SALARY_GROUPS.map((g) => g.name));
    const changed = groups.filter(
      (g) => rates.filter((r) => r.salary_group_id === g.id).length > 1,
    );
    expect(changed.length).toBeGreaterThan(0);
    const internal = await server
      .knex('users')
      .where({ external: false, status: 'active' })
      .select<{ id: number }[]>('id');
    expect(employees.map((e) => e.user_id).sort()).toEqual(internal.map((u) => u.id).sort());
    const pending = await server
      .knex('invitations as i')
      .join('users as u', 'u.id', 'i.user_id')
      .where('i.email', DEMO_INVITATION.email)
      .first<{ status: string; expires_at: number; used_at: number | null }>(
        'u.status',
        'i.expires_at',
        'i.used_at',
      );
    expect(pending).toMatchObject({ status: 'invited', used_at: null });
    expect(Number(pending.expires_at)).toBeGreaterThan(Date.now());
  });
});
