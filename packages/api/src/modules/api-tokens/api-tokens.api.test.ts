import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  type ApiTokenCreated,
  type ApiTokenList,
  type CurrentUser,
  type ErrorBody,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import type { DemoAccountKey } from '../../demo/demo-workspace';

/**
 * Personal API tokens (README.md here): created once with the secret shown,
 * bearer requests as the token's user within its scopes, every way a token
 * stops working, the administrators' view, the rate limit and the last use.
 */

let server: TestServer;
serverForFile((started) => (server = started));

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
let counter = 0;

async function create(
  who: DemoAccountKey,
  scopes: string[] = ['read'],
  days = 30,
): Promise<ApiTokenCreated> {
  const response = await server.call<ApiTokenCreated>(who, 'POST', '/api/users/current/tokens', {
    name: `Token ${++counter}`,
    scopes,
    expiresAt: new Date(server.clock.now + days * DAY_MS).toISOString(),
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const bearer = <T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  server.request<T>(method, path, {
    body,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('personal API tokens', () => {
  it('shows the secret once, stores only its hash, and never lists it', async () => {
    const created = await create('member', ['read', 'write']);
    expect(created.token).toMatch(/^keel_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ scopes: ['read', 'write'], lastUsedAt: null, expired: false });
    const stored = await server.knex('api_tokens').where({ id: created.id }).first();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    const listed = await server.call<ApiTokenList>('member', 'GET', '/api/users/current/tokens');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((t) => t.id)).toContain(created.id);
    expect(listed.text).not.toContain(created.token);
    expect(listed.body.items[0]).not.toHaveProperty('token');
  });

  it('names the field of bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          name: 'x',
          scopes: ['write'],
          expiresAt: new Date(server.clock.now + DAY_MS).toISOString(),
        },
        'scopes',
      ],
      [{ name: 'x', scopes: ['read'], expiresAt: 'tomorrow' }, 'expiresAt'],
      [
        {
          name: 'x',
          scopes: ['read'],
          expiresAt: new Date(server.clock.now - DAY_MS).toISOString(),
        },
        'expiresAt',
      ],
      [
        {
          name: '',
          scopes: ['read'],
          expiresAt: new Date(server.clock.now + DAY_MS).toISOString(),
        },
        'name',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>(
        'member',
        'POST',
        '/api/users/current/tokens',
        body,
      );
      expect(response.status, response.text).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
    }
  });

  it('acts as its user without an Origin header, and never sets a cookie', async () => {
    const { token } = await create('member');
    const response = await bearer<CurrentUser>(token, 'GET', '/api/users/current');
    expect(response.status, response.text).toBe(200);
    expect(response.body.email).toBe('member@example.com');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('writes with a write token without Origin, even when a cross-site Origin is sent', async () => {
    const { token } = await create('member', ['read', 'write']);
    const body = { filters: [], pageSize: 5 };
    const query = await bearer(token, 'POST', '/api/tasks/query', body, {
      origin: 'https://elsewhere.example',
    });
    expect(query.status, query.text).toBe(200);
  });

  it('refuses a write with a read token (403) but serves its reads, the POST queries too', async () => {
    const { token } = await create('member', ['read']);
    const write = await bearer<ErrorBody>(token, 'POST', '/api/timesheet/entries', {});
    expect(write.status).toBe(403);
    expect(write.body.message).toMatch(/only read/);
    expect((await bearer(token, 'PUT', '/api/users/current/settings/theme', {})).status).toBe(403);
    expect((await bearer(token, 'GET', '/api/users/current')).status).toBe(200);
    // A query whose filters travel in the body only reads (`readsOnly`).
    const query = await bearer(token, 'POST', '/api/tasks/query', { filters: [], pageSize: 5 });
    expect(query.status, query.text).toBe(200);
  });

  it('401s an expired, a revoked and an unknown token, each with its reason', async () => {
    // (Moving the clock a day would end the test's sessions too: the expiry moves instead.)
    const expiring = await create('member', ['read'], 1);
    await server
      .knex('api_tokens')
      .where({ id: expiring.id })
      .update({ expires_at: server.clock.now });
    const expired = await bearer<ErrorBody>(expiring.token, 'GET', '/api/users/current');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
    expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const listed = await server.call<ApiTokenList>('member', 'GET', '/api/users/current/tokens');
    expect(listed.body.items.find((t) => t.id === expiring.id)?.expired).toBe(true);

    const revoking = await create('member');
    const revoked = await server.call(
      'member',
      'DELETE',
      `/api/users/current/tokens/${revoking.id}`,
    );
    expect(revoked.status, revoked.text).toBe(200);
    const after = await bearer<ErrorBody>(revoking.token, 'GET', '/api/users/current');
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/revoked/);
    const again = await server.call('member', 'DELETE', `/api/users/current/tokens/${revoking.id}`);
    expect(again.status).toBe(404);

    const unknown = await bearer<ErrorBody>('keel_pat_nothing', 'GET', '/api/users/current');
    expect(unknown.status).toBe(401);
    const foreign = await bearer<ErrorBody>('abc', 'GET', '/api/users/current');
    expect(foreign.status).toBe(401);
  });

  it("cannot revoke another user's token through the own route", async () => {
    const others = await create('pm');
    const response = await server.call(
      'member',
      'DELETE',
      `/api/users/current/tokens/${others.id}`,
    );
    expect(response.status).toBe(404);
    expect((await bearer(others.token, 'GET', '/api/users/current')).status).toBe(200);
  });

  it('cannot manage tokens or sign in with a token (session only)', async () => {
    const { token } = await create('member', ['read', 'write']);
    expect((await bearer(token, 'GET', '/api/users/current/tokens')).status).toBe(403);
    const minted = await bearer(token, 'POST', '/api/users/current/tokens', {
      name: 'Minted',
      scopes: ['read'],
      expiresAt: new Date(server.clock.now + DAY_MS).toISOString(),
    });
    expect(minted.status).toBe(403);
    const login = await bearer(token, 'POST', '/api/auth/login', {
      email: 'member@example.com',
      password: 'whatever-it-is',
    });
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie')).toBeNull();
    // Nor change the password or mint a calendar feed's address.
    const password = await bearer(token, 'POST', '/api/users/current/password', {
      currentPassword: 'demo-password',
      newPassword: 'a-much-longer-passphrase-2026',
    });
    expect(password.status).toBe(403);
    expect((await bearer(token, 'POST', '/api/users/current/calendar-feed', {})).status).toBe(403);
  });

  it('lets a user administrator list and revoke any user’s tokens, and nobody else', async () => {
    const created = await create('finance');
    const financeId = await server.idOf('users', { email: 'finance@example.com' });
    const listed = await server.call<ApiTokenList>(
      'admin',
      'GET',
      `/api/admin/users/${financeId}/tokens`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((t) => t.id)).toContain(created.id);
    expect(listed.text).not.toContain(created.token);
    expect(
      (await server.call('member', 'GET', `/api/admin/users/${financeId}/tokens`)).status,
    ).toBe(403);
    expect((await server.call('admin', 'GET', '/api/admin/users/999999/tokens')).status).toBe(404);
    const revoked = await server.call(
      'admin',
      'DELETE',
      `/api/admin/users/${financeId}/tokens/${created.id}`,
    );
    expect(revoked.status, revoked.text).toBe(200);
    expect((await bearer(created.token, 'GET', '/api/users/current')).status).toBe(401);
    // The administrator's revoke is in the audit log: the token's name and scopes, never its secret.
    const audit = await server.call<{ items: Array<Record<string, unknown>>; total: number }>(
      'admin',
      'GET',
      '/api/audit-log?entityType=apiToken',
    );
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.items[0]).toMatchObject({
      entityType: 'apiToken',
      entityId: created.id,
      entityLabel: `${created.name} (finance@example.com)`,
      action: 'delete',
      before: { userId: financeId, name: created.name, scopes: created.scopes },
      after: null,
    });
    expect(audit.text).not.toContain(created.token);
    // Revoked once: a second revoke is a 404 and adds no entry.
    expect(
      (await server.call('admin', 'DELETE', `/api/admin/users/${financeId}/tokens/${created.id}`))
        .status,
    ).toBe(404);
    const again = await server.call<{ total: number }>(
      'admin',
      'GET',
      '/api/audit-log?entityType=apiToken',
    );
    expect(again.body.total).toBe(audit.body.total);
  });

  it('ends the tokens of a disabled user', async () => {
    const { userId } = await server.invite(`token-user-${++counter}@example.com`);
    await server.knex('users').where({ id: userId }).update({ status: 'active' });
    const cookie = await server.sessionCookieFor(userId);
    const made = await server.request<ApiTokenCreated>('POST', '/api/users/current/tokens', {
      cookie,
      body: {
        name: 'Soon gone',
        scopes: ['read'],
        expiresAt: new Date(server.clock.now + DAY_MS).toISOString(),
      },
    });
    expect(made.status, made.text).toBe(201);
    expect((await bearer(made.body.token, 'GET', '/api/users/current')).status).toBe(200);
    const { version } = await server.knex('users').where({ id: userId }).first();
    const disabled = await server.call('admin', 'POST', `/api/admin/users/${userId}/disable`, {
      version,
    });
    expect(disabled.status, disabled.text).toBe(200);
    const after = await bearer<ErrorBody>(made.body.token, 'GET', '/api/users/current');
    expect(after.status).toBe(401);
    const row = await server.knex('api_tokens').where({ id: made.body.id }).first();
    expect(row.revoked_at).not.toBeNull();
  });

  it('records the last use, at most once a minute', async () => {
    const created = await create('member');
    const lastUse = async () =>
      (await server.knex('api_tokens').where({ id: created.id }).first()).last_used_at;
    await bearer(created.token, 'GET', '/api/users/current');
    const first = Number(await lastUse());
    expect(first).toBe(server.clock.now);
    server.clock.advance(10_000);
    await bearer(created.token, 'GET', '/api/users/current');
    expect(Number(await lastUse())).toBe(first);
    server.clock.advance(MINUTE_MS);
    await bearer(created.token, 'GET', '/api/users/current');
    expect(Number(await lastUse())).toBe(server.clock.now);
    const listed = await server.call<ApiTokenList>('member', 'GET', '/api/users/current/tokens');
    expect(listed.body.items.find((t) => t.id === created.id)?.lastUsedAt).toBe(
      new Date(server.clock.now).toISOString(),
    );
  });

  it('rate-limits each token on its own, with Retry-After, until the minute passes', async () => {
    server.clock.advance(MINUTE_MS);
    const busy = await create('member');
    const quiet = await create('member');
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) {
      const response = await bearer(busy.token, 'HEAD', '/api/users/current');
      if (response.status !== 200) throw new Error(`request ${i}: ${response.status}`);
    }
    const limited = await bearer<ErrorBody>(busy.token, 'GET', '/api/users/current');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bearer(quiet.token, 'GET', '/api/users/current')).status).toBe(200);
    server.clock.advance(MINUTE_MS);
    expect((await bearer(busy.token, 'GET', '/api/users/current')).status).toBe(200);
  });
});
