import type { Knex } from 'knex';

/**
 * Every "only one with this name" rule becomes a unique index, so it holds
 * under concurrency (two creates that both pass the service's check cannot
 * both commit): names ignoring case on `lower(name)` (the services compare so),
 * one pending invitation per email, one "time in lieu taken" timesheet task.
 * `lib/unique-name.ts` maps each index to the field its 409 names.
 *
 * Rows that break a rule already (written by such a race) are resolved first,
 * deterministically, so the migration never fails on real data: the oldest
 * row (lowest id) keeps its name, each later one is renamed "<name> (2)",
 * "<name> (3)", … (the first number free); of several pending invitations of
 * one email the newest stays and the older ones are revoked (re-inviting
 * replaces the link); of several "time in lieu taken" tasks the oldest keeps
 * the kind and the others become "other".
 */
export const UNIQUE_NAME_TABLES = [
  ['teams', 120],
  ['roles', 80],
  ['salary_groups', 120],
  ['custom_fields', 80],
  ['quote_rate_profiles', 120],
  ['quote_pricing_configs', 120],
  ['timesheet_export_templates', 120],
  ['timesheet_tasks', 120],
] as const;

/** The name the database folds `name` to, as the index does (`lower`: SQLite folds ASCII only). */
async function folded(knex: Knex, name: string): Promise<string> {
  const result: unknown = await knex.raw('select lower(?) as f', [name]);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return String((rows[0] as { f: string }).f);
}

/** Renames every row whose name (ignoring case) an older row of `table` has. */
async function renameDuplicates(
  knex: Knex,
  table: string,
  maxLength: number,
  now: number,
): Promise<void> {
  const rows = await knex(table)
    .orderBy('id')
    .select<Array<{ id: number; name: string; f: string }>>(
      'id',
      'name',
      knex.raw('lower(name) as f'),
    );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.f, (counts.get(row.f) ?? 0) + 1);
  if (![...counts.values()].some((n) => n > 1)) return;
  const taken = new Set(rows.map((row) => row.f));
  const kept = new Set<string>();
  for (const row of rows) {
    if (!kept.has(row.f)) {
      kept.add(row.f);
      continue;
    }
    for (let n = 2; ; n += 1) {
      const suffix = ` (${n})`;
      const candidate = `${row.name.slice(0, maxLength - suffix.length).trimEnd()}${suffix}`;
      const key = await folded(knex, candidate);
      if (taken.has(key)) continue;
      taken.add(key);
      // A new version: a client holding the old one saves into a 409, not over the new name.
      await knex(table)
        .where({ id: row.id })
        .update({ name: candidate, version: knex.raw('version + 1'), updated_at: now });
      break;
    }
  }
}

export async function up(knex: Knex): Promise<void> {
  const now = Date.now();
  for (const [table, maxLength] of UNIQUE_NAME_TABLES) {
    await renameDuplicates(knex, table, maxLength, now);
    await knex.raw(`CREATE UNIQUE INDEX ${table}_name_lower ON ${table} (lower(name))`);
  }

  const pending = () => knex('invitations').whereNull('used_at').whereNull('revoked_at');
  const newest = await pending()
    .groupBy('email')
    .havingRaw('count(*) > 1')
    .select<Array<{ email: string; id: number }>>('email', knex.raw('max(id) as id'));
  for (const { email, id } of newest)
    await pending().where({ email }).whereNot({ id }).update({ revoked_at: now });
  await knex.raw(
    'CREATE UNIQUE INDEX invitations_pending_email ON invitations (email) ' +
      'WHERE used_at IS NULL AND revoked_at IS NULL',
  );

  const takenTasks = await knex('timesheet_tasks')
    .where({ kind: 'timeInLieuTaken' })
    .orderBy('id')
    .pluck<number[]>('id');
  if (takenTasks.length > 1)
    await knex('timesheet_tasks')
      .whereIn('id', takenTasks.slice(1))
      .update({ kind: 'other', version: knex.raw('version + 1'), updated_at: now });
  await knex.raw(
    "CREATE UNIQUE INDEX timesheet_tasks_time_in_lieu_taken ON timesheet_tasks (kind) WHERE kind = 'timeInLieuTaken'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS timesheet_tasks_time_in_lieu_taken');
  await knex.raw('DROP INDEX IF EXISTS invitations_pending_email');
  for (const [table] of [...UNIQUE_NAME_TABLES].reverse())
    await knex.raw(`DROP INDEX IF EXISTS ${table}_name_lower`);
}
