import { hashToken, newToken } from '../../lib/tokens';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-workspace';
import { TEST_HASH_COST } from '../../test/test-server';
import { hashPassword, insertUser, setPassword } from '../auth';
import { insertEmployee } from '../salaries/salaries.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * administration routes. Every call that changes something gets a record of
 * its own, so no demo account is ever disabled, demoted or renamed.
 */

/** New passwords of the examples: strong enough for the weak-password check. */
const NEW_PASSWORD = 'Velvet-harbour-lantern-42';

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

async function idOf(
  server: TestServer,
  table: string,
  where: Record<string, unknown>,
): Promise<number> {
  const row = await server.knex(table).where(where).first<{ id: number }>('id');
  return row.id;
}

async function freshUser(
  server: TestServer,
  status: 'invited' | 'active' | 'disabled',
): Promise<number> {
  const now = server.clock.now;
  const id = await insertUser(
    server.knex,
    {
      email: `${unique('matrix-user')}@example.com`,
      name: 'Matrix Person',
      status: status === 'disabled' ? 'active' : status,
    },
    now,
  );
  if (status === 'disabled')
    await server.knex('users').where({ id }).update({ status: 'disabled' });
  return id;
}

async function versionOf(server: TestServer, table: string, id: number): Promise<number> {
  const row = await server.knex(table).where({ id }).first<{ version: number }>('version');
  return Number(row.version);
}

async function freshInvitation(server: TestServer): Promise<number> {
  const id = await freshUser(server, 'invited');
  await server.knex('invitations').insert({
    user_id: id,
    email: `${id}@example.com`,
    token_hash: hashToken(newToken()),
    expires_at: server.clock.now + 86_400_000,
    created_at: server.clock.now,
  });
  return id;
}

async function freshReset(server: TestServer): Promise<string> {
  const userId = await freshUser(server, 'active');
  const token = newToken();
  await server.knex('password_resets').insert({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: server.clock.now + 86_400_000,
    created_at: server.clock.now,
  });
  return token;
}

async function freshRow(
  server: TestServer,
  table: 'roles' | 'teams' | 'salary_groups',
): Promise<number> {
  const now = server.clock.now;
  const [row] = await server
    .knex(table)
    .insert({ name: unique('Matrix'), created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

async function freshEmployee(server: TestServer): Promise<number> {
  const userId = await freshUser(server, 'active');
  return insertEmployee(
    server.knex,
    userId,
    {
      salaryGroupId: null,
      standardMinutesPerDay: 480,
      workingDays: [1, 2, 3, 4, 5],
      employmentStart: '2025-01-01',
      employmentEnd: null,
    },
    server.clock.now,
  );
}

const memberId = (server: TestServer) =>
  idOf(server, 'users', { email: DEMO_ACCOUNTS.member.email });

export const ADMINISTRATION_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/admin/users/{userId}': async (_who, server) => ({
    params: { userId: await memberId(server) },
  }),
  'GET /api/admin/users/{userId}/permissions': async (_who, server) => ({
    params: { userId: await memberId(server) },
  }),
  'POST /api/admin/invitations': async () => ({
    body: { email: `${unique('matrix-invite')}@example.com`, roleIds: [] },
  }),
  'POST /api/admin/users/{userId}/invitation': async (_who, server) => ({
    params: { userId: await freshInvitation(server) },
  }),
  'DELETE /api/admin/users/{userId}/invitation': async (_who, server) => ({
    params: { userId: await freshInvitation(server) },
  }),
  'PUT /api/admin/users/{userId}': async (_who, server) => {
    const id = await freshUser(server, 'active');
    return {
      params: { userId: id },
      body: {
        version: await versionOf(server, 'users', id),
        name: 'Matrix Renamed',
        initials: 'MR',
        color: '#2563eb',
        roleIds: [],
        teamIds: [],
      },
    };
  },
  'POST /api/admin/users/{userId}/disable': async (_who, server) => {
    const id = await freshUser(server, 'active');
    return { params: { userId: id }, body: { version: await versionOf(server, 'users', id) } };
  },
  'POST /api/admin/users/{userId}/enable': async (_who, server) => {
    const id = await freshUser(server, 'disabled');
    return { params: { userId: id }, body: { version: await versionOf(server, 'users', id) } };
  },
  'POST /api/admin/users/{userId}/password-reset': async (_who, server) => ({
    params: { userId: await freshUser(server, 'active') },
  }),
  'GET /api/auth/password-reset/{token}': async (_who, server) => ({
    params: { token: await freshReset(server) },
  }),
  'POST /api/auth/password-reset': async (_who, server) => ({
    body: { token: await freshReset(server), password: NEW_PASSWORD },
  }),
  'GET /api/roles/{roleId}': async (_who, server) => ({
    params: { roleId: await idOf(server, 'roles', { name: 'Team Member' }) },
  }),
  'POST /api/roles': async () => ({ body: { name: unique('Matrix role'), flags: ['readTeams'] } }),
  'PUT /api/roles/{roleId}': async (_who, server) => ({
    params: { roleId: await freshRow(server, 'roles') },
    body: { version: 1, name: unique('Matrix role'), flags: [] },
  }),
  'DELETE /api/roles/{roleId}': async (_who, server) => ({
    params: { roleId: await freshRow(server, 'roles') },
    query: { version: '1' },
  }),
  'GET /api/teams/{teamId}': async (_who, server) => ({
    params: { teamId: await idOf(server, 'teams', { name: 'Delivery' }) },
  }),
  'POST /api/teams': async () => ({ body: { name: unique('Matrix team') } }),
  'PUT /api/teams/{teamId}': async (_who, server) => ({
    params: { teamId: await freshRow(server, 'teams') },
    body: { version: 1, name: unique('Matrix team'), leadId: null, memberIds: [] },
  }),
  'DELETE /api/teams/{teamId}': async (_who, server) => ({
    params: { teamId: await freshRow(server, 'teams') },
    query: { version: '1' },
  }),
  'GET /api/salary-groups/{salaryGroupId}': async (_who, server) => ({
    params: { salaryGroupId: await idOf(server, 'salary_groups', { name: 'Consultant' }) },
  }),
  'POST /api/salary-groups': async () => ({ body: { name: unique('Matrix group') } }),
  'PUT /api/salary-groups/{salaryGroupId}': async (_who, server) => ({
    params: { salaryGroupId: await freshRow(server, 'salary_groups') },
    body: {
      version: 1,
      name: unique('Matrix group'),
      rates: [{ effectiveFrom: '2025-01-01', hourlyRate: { amount: 4000, currency: 'EUR' } }],
    },
  }),
  'DELETE /api/salary-groups/{salaryGroupId}': async (_who, server) => ({
    params: { salaryGroupId: await freshRow(server, 'salary_groups') },
    query: { version: '1' },
  }),
  'GET /api/employees/{employeeId}': async (_who, server) => ({
    params: { employeeId: await idOf(server, 'employees', { user_id: await memberId(server) }) },
  }),
  'POST /api/employees': async (_who, server) => ({
    body: { userId: await freshUser(server, 'active'), employmentStart: '2025-01-01' },
  }),
  'PUT /api/employees/{employeeId}': async (_who, server) => ({
    params: { employeeId: await freshEmployee(server) },
    body: { version: 1, employmentStart: '2025-02-01', standardMinutesPerDay: 450 },
  }),
  'DELETE /api/employees/{employeeId}': async (_who, server) => ({
    params: { employeeId: await freshEmployee(server) },
    query: { version: '1' },
  }),
  'GET /api/users/{userId}/hourly-cost': async (_who, server) => ({
    params: { userId: await memberId(server) },
    query: { date: '2026-03-01' },
  }),
  'PUT /api/users/current/profile': async (who, server) => {
    const account = DEMO_ACCOUNTS[who === 'signedOut' ? 'member' : who];
    const id = await idOf(server, 'users', { email: account.email });
    return {
      body: {
        version: await versionOf(server, 'users', id),
        name: account.name,
        initials: 'XY',
        color: '#16a34a',
      },
    };
  },
  'PUT /api/users/current/settings/theme': async () => ({ body: { theme: 'system' } }),
  // The demo password is too weak to be set again: a strong one, then the demo
  // password straight into the database, so the demo account keeps working.
  'POST /api/users/current/password': async (who, server) => ({
    body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    after: async () => {
      if (who === 'signedOut') return;
      const id = await idOf(server, 'users', { email: DEMO_ACCOUNTS[who].email });
      await setPassword(
        server.knex,
        id,
        await hashPassword(DEMO_PASSWORD, TEST_HASH_COST),
        server.clock.now,
      );
    },
  }),
};
