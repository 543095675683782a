import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { databaseKind } from '../../db/dialect';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';

let server: TestServer;
serverForFile((started) => (server = started));

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

async function currentStatus(cookie: string): Promise<number> {
  return (await server.request('GET', '/api/users/current', { cookie })).status;
}

/** Disables Max (the member) or lets him in again, straight in the database. */
async function setMemberStatus(status: 'disabled' | 'active'): Promise<void> {
  await server.knex('users').where({ email: 'member@example.com' }).update({ status });
}

describe('session expiry', () => {
  it('ends a session left idle for 8 hours and removes its row', async () => {
    const cookie = await server.login('pm');
    server.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect(await currentStatus(cookie)).toBe(200);
    // That request moved the idle deadline: 8 h from now, not from sign-in.
    server.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect(await currentStatus(cookie)).toBe(200);
    server.clock.advance(SESSION_IDLE_MS + MINUTE);
    expect(await currentStatus(cookie)).toBe(401);
    const rows = await server.knex('sessions').count<{ count: number }[]>({ count: '*' }).first();
    expect(Number(rows?.count)).toBe(0);
  });

  it('ends a session 30 days after sign-in even when it is used all the time', async () => {
    const cookie = await server.login('finance');
    const steps = Math.floor(SESSION_ABSOLUTE_MS / (7 * HOUR));
    for (let i = 0; i < steps; i++) {
      server.clock.advance(7 * HOUR);
      if (i % 20 === 0 || i === steps - 1) expect(await currentStatus(cookie)).toBe(200);
      else
        await server.knex('sessions').update({
          last_seen_at: server.clock.now,
          idle_expires_at: server.clock.now + SESSION_IDLE_MS,
        });
    }
    server.clock.advance(SESSION_ABSOLUTE_MS - steps * 7 * HOUR + MINUTE);
    expect(await currentStatus(cookie)).toBe(401);
  });

  it('writes last-seen at most once a minute', async () => {
    const cookie = await server.login('admin');
    const lastSeen = async () =>
      Number(
        (
          await server
            .knex('sessions')
            .orderBy('created_at', 'desc')
            .first<{ last_seen_at: number }>('last_seen_at')
        )?.last_seen_at,
      );
    const start = await lastSeen();
    server.clock.advance(30 * 1000);
    await currentStatus(cookie);
    expect(await lastSeen()).toBe(start);
    server.clock.advance(31 * 1000);
    await currentStatus(cookie);
    expect(await lastSeen()).toBe(start + 61 * 1000);
  });

  it('ends the sessions of a user who is disabled', async () => {
    const cookie = await server.login('member');
    await setMemberStatus('disabled');
    expect(await currentStatus(cookie)).toBe(401);
    await setMemberStatus('active');
  });
});

describe('the remembered session (SQLite keeps a found session until the database changes)', () => {
  it('sees a disabled user and a sign-out at the next request, whichever connection wrote them', async () => {
    const cookie = await server.login('member');
    expect(await currentStatus(cookie)).toBe(200);
    expect(await currentStatus(cookie)).toBe(200);
    await setMemberStatus('disabled');
    expect(await currentStatus(cookie)).toBe(401);
    await setMemberStatus('active');

    const again = await server.login('member');
    expect(await currentStatus(again)).toBe(200);
    expect(await currentStatus(again)).toBe(200);
    // Another connection to the same file (another process, on SQLite) ends every session.
    const other =
      databaseKind(server.knex) === 'sqlite'
        ? createDatabase({ databaseUrl: null, dataDir: server.config.dataDir })
        : server.knex;
    try {
      await other('sessions').delete();
    } finally {
      if (other !== server.knex) await other.destroy();
    }
    expect(await currentStatus(again)).toBe(401);
  });
});
