import type { ErrorBody } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../modules/auth';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security issue 2: two administrators demoting or disabling each other at
 * once must never leave the workspace without an active administrator - on
 * PostgreSQL too, where the two requests run in parallel transactions.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
const ROUNDS = 3;

type Move = 'demote' | 'disable';

describe(`last administrator under concurrency (${DB})`, () => {
  let server: TestServer;
  let adminRoleId: number;
  let counter = 0;

  serverForFile(async (started) => {
    server = started;
    adminRoleId = await server.idOf('roles', { name: 'Administrator' });
  });

  async function activeAdministrators(): Promise<number[]> {
    const rows = await server
      .knex('users as u')
      .join('user_roles as ur', 'ur.user_id', 'u.id')
      .where({ 'ur.role_id': adminRoleId, 'u.status': 'active' })
      .whereNull('u.deleted_at')
      .select<{ id: number }[]>('u.id');
    return rows.map((r) => r.id);
  }

  /** Exactly two active administrators, each signed in: returns their ids and cookies. */
  async function twoAdministrators() {
    const others = await activeAdministrators();
    if (others.length > 0)
      await server.knex('users').whereIn('id', others).update({ status: 'disabled' });
    const admins = [];
    for (const name of ['First', 'Second']) {
      const id = await insertUser(
        server.knex,
        { email: `admin-${name.toLowerCase()}-${++counter}@example.com`, name, status: 'active' },
        server.clock.now,
      );
      await server.knex('user_roles').insert({ user_id: id, role_id: adminRoleId });
      admins.push({ id, cookie: await server.sessionCookieFor(id) });
    }
    expect(await activeAdministrators()).toHaveLength(2);
    return admins as [(typeof admins)[0], (typeof admins)[0]];
  }

  async function move(
    move: Move,
    actor: { cookie: string },
    target: { id: number },
  ): Promise<{ status: number; body: ErrorBody }> {
    const row = await server
      .knex('users')
      .where({ id: target.id })
      .first<{ version: number; name: string; initials: string; color: string }>(
        'version',
        'name',
        'initials',
        'color',
      );
    const version = Number(row.version);
    return move === 'demote'
      ? server.request<ErrorBody>('PUT', `/api/admin/users/${target.id}`, {
          cookie: actor.cookie,
          body: {
            version,
            name: row.name,
            initials: row.initials,
            color: row.color,
            roleIds: [],
            teamIds: [],
          },
        })
      : server.request<ErrorBody>('POST', `/api/admin/users/${target.id}/disable`, {
          cookie: actor.cookie,
          body: { version },
        });
  }

  const pairs: Array<[Move, Move]> = [
    ['demote', 'demote'],
    ['disable', 'disable'],
    ['demote', 'disable'],
  ];
  for (const [firstMove, secondMove] of pairs) {
    it(`two administrators ${firstMove} / ${secondMove} each other at once: one administrator stays`, async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const [first, second] = await twoAdministrators();
        // Both read the other's version first, then both send at once.
        const [a, b] = await Promise.all([
          move(firstMove, first, second),
          move(secondMove, second, first),
        ]);
        const statuses = [a.status, b.status].sort();
        outcomes.push(statuses.join('+'));
        const detail = `${a.status} ${a.body.message} / ${b.status} ${b.body.message}`;
        // Exactly one wins. The other is refused: by the rule (409) when both ran at once, or
        // (401/403) when the winner had already taken the loser's administrator rights before
        // the loser's request was authorized (SQLite serializes whole requests more often).
        expect(
          statuses.filter((s) => s === 200),
          detail,
        ).toHaveLength(1);
        const refused = a.status === 200 ? b : a;
        expect([401, 403, 409], detail).toContain(refused.status);
        if (refused.status === 409)
          expect(refused.body.message).toMatch(/last active administrator/);
        expect(await activeAdministrators()).toHaveLength(1);
      }
      reportBatteryFigure(
        'last administrator',
        `${firstMove}/${secondMove}: ${outcomes.join(', ')}; one administrator left each round`,
      );
    });
  }
});
