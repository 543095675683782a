import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/unique-name';
import { createDatabase, migrateToLatest, type Knex } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore } from './migration-test-database';

const { database } = temporaryDatabase();
const postgresUrl = process.env.TEST_DATABASE_URL;

describe('migration 20251201000900_unique_names', () => {
  it('resolves the duplicates a race left, deterministically, then holds every rule with a unique index (SQLite)', async () => {
    await resolvesAndHolds(database());
  });

  it.runIf(postgresUrl)('the same on PostgreSQL', async () => {
    const schema = `unique_names_migration_${process.pid}`;
    const admin = knexFactory({ client: 'pg', connection: postgresUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE SCHEMA ${schema}`);
    const knex = createDatabase({
      databaseUrl: postgresUrl ?? null,
      dataDir: '',
      searchPath: schema,
    });
    try {
      await resolvesAndHolds(knex);
    } finally {
      await knex.destroy();
      await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
      await admin.destroy();
    }
  });
});

async function resolvesAndHolds(knex: Knex): Promise<void> {
  // A database as the previous release left it, with the duplicates its races could write.
  await migrateUpToBefore(knex, '20251201000900');
  const now = Date.now();
  const times = { created_at: now, updated_at: now };
  await knex('teams').insert(
    ['Delivery', 'DELIVERY', 'delivery', 'Delivery (2)', 'x'.repeat(120), 'X'.repeat(120)].map(
      (name) => ({ name, ...times }),
    ),
  );
  await knex('quote_pricing_configs').insert([
    { name: 'Standard', ...times },
    { name: 'standard', ...times },
  ]);
  await knex('timesheet_tasks').insert([
    { name: 'Overtime taken', kind: 'timeInLieuTaken', ...times },
    { name: 'overtime TAKEN', kind: 'timeInLieuTaken', ...times },
  ]);
  const [user] = await knex('users')
    .insert({
      email: 'twice@example.com',
      name: 'Twice',
      initials: 'TW',
      color: '#000',
      ...times,
    })
    .returning<Array<{ id: number }>>('id');
  const invitation = (hash: string) => ({
    user_id: user?.id,
    email: 'twice@example.com',
    token_hash: hash.padEnd(64, '0'),
    expires_at: now + 1000,
    created_at: now,
  });
  await knex('invitations').insert([invitation('a'), invitation('b'), invitation('c')]);

  await migrateToLatest(knex);

  const names = async (table: string) =>
    (await knex(table).orderBy('id').select('name', 'version')).map(
      (row: { name: string; version: number }) => `${row.name} v${row.version}`,
    );
  expect((await names('teams')).slice(-6)).toEqual([
    'Delivery v1',
    'DELIVERY (3) v2',
    'delivery (4) v2',
    'Delivery (2) v1',
    `${'x'.repeat(120)} v1`,
    `${'X'.repeat(116)} (2) v2`,
  ]);
  expect(await names('quote_pricing_configs')).toEqual(['Standard v1', 'standard (2) v2']);
  const tilTasks = await knex('timesheet_tasks')
    .whereIn('name', ['Overtime taken', 'overtime TAKEN (2)', 'Time in lieu taken'])
    .orderBy('id')
    .select('name', 'kind');
  // The migration's own "Time in lieu taken" is the oldest: it keeps the kind.
  expect(tilTasks).toEqual([
    { name: 'Time in lieu taken', kind: 'timeInLieuTaken' },
    { name: 'Overtime taken', kind: 'other' },
    { name: 'overtime TAKEN (2)', kind: 'other' },
  ]);
  const pending = await knex('invitations')
    .whereNull('revoked_at')
    .whereNull('used_at')
    .pluck('token_hash');
  expect(pending).toEqual(['c'.padEnd(64, '0')]);

  // The rules now hold in the database itself, ignoring case.
  const refused = async (write: Promise<unknown>) =>
    expect(
      isUniqueViolation(
        await write.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe(true);
  await refused(knex('teams').insert({ name: 'dElIvErY', ...times }));
  await refused(
    knex('timesheet_tasks').insert({ name: 'Third', kind: 'timeInLieuTaken', ...times }),
  );
  await refused(knex('invitations').insert(invitation('d')));
}
