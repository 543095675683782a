import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * Time entries are never removed by the removal of what they are logged on
 * (issue 27, item 2): `time_entries`' foreign keys to their user, project and
 * project task RESTRICT instead of CASCADE, as the one to `timesheet_tasks`
 * already did. A task's delete removes its entries itself, in the service,
 * after checking that none lies on a locked day or in a submitted or approved
 * week (`modules/tasks`, README "Deleting a task"); a raw delete of a task,
 * project or user that still has entries now fails in the database.
 *
 * PostgreSQL changes the constraints in place. SQLite cannot alter a foreign
 * key: the table is rebuilt from its own `CREATE TABLE` text with only the
 * three `on delete` actions changed, its rows copied (ids and the
 * AUTOINCREMENT sequence kept), and its indexes and triggers (the
 * `tasks.logged_minutes` ones) created again from their stored text.
 */

const KEYS = [
  { column: 'user_id', table: 'users' },
  { column: 'project_id', table: 'projects' },
  { column: 'project_task_id', table: 'tasks' },
] as const;

type Action = 'CASCADE' | 'RESTRICT';

async function setDeleteAction(knex: Knex, from: Action, to: Action): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    for (const key of KEYS) {
      // Knex's name for the constraint (`<table>_<column>_foreign`), kept.
      const name = `time_entries_${key.column}_foreign`;
      await knex.raw(
        `ALTER TABLE time_entries DROP CONSTRAINT ??, ADD CONSTRAINT ?? FOREIGN KEY (??) REFERENCES ?? (id) ON DELETE ${to}`,
        [name, name, key.column, key.table],
      );
    }
    return;
  }
  await rebuildOnSqlite(knex, from, to);
}

interface SchemaRow {
  type: 'table' | 'index' | 'trigger';
  name: string;
  sql: string | null;
}

async function rebuildOnSqlite(knex: Knex, from: Action, to: Action): Promise<void> {
  const objects = (await knex.raw(
    "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'time_entries'",
  )) as SchemaRow[];
  const table = objects.find((o) => o.type === 'table');
  if (!table?.sql) throw new Error('time_entries has no CREATE TABLE text');
  let create = table.sql.replace(
    /^CREATE TABLE [`"]?time_entries[`"]?/i,
    'CREATE TABLE `time_entries_rebuilt`',
  );
  for (const key of KEYS) {
    const clause = new RegExp(
      `(foreign key\\s*\\(\\s*[\`"]?${key.column}[\`"]?\\s*\\)\\s*references\\s*[\`"]?${key.table}[\`"]?\\s*\\(\\s*[\`"]?id[\`"]?\\s*\\)\\s*on delete\\s+)${from}`,
      'i',
    );
    if (!clause.test(create))
      throw new Error(`time_entries.${key.column}: no "on delete ${from}" to change`);
    create = create.replace(clause, `$1${to}`);
  }
  const sequence = (await knex.raw(
    "SELECT seq FROM sqlite_sequence WHERE name = 'time_entries'",
  )) as Array<{ seq: number }>;
  // Indexes named by Knex (not SQLite's automatic ones, whose text is null) and triggers.
  const recreate = objects.filter((o) => o.type !== 'table' && o.sql !== null);

  for (const trigger of objects.filter((o) => o.type === 'trigger'))
    await knex.raw(`DROP TRIGGER ${quote(trigger.name)}`);
  await knex.raw(create);
  await knex.raw('INSERT INTO time_entries_rebuilt SELECT * FROM time_entries');
  await knex.raw('DROP TABLE time_entries');
  await knex.raw('ALTER TABLE time_entries_rebuilt RENAME TO time_entries');
  for (const object of recreate) await knex.raw(object.sql as string);
  // The next id stays above every id ever given, as AUTOINCREMENT promises.
  const seq = Number(sequence[0]?.seq ?? 0);
  await knex.raw("DELETE FROM sqlite_sequence WHERE name = 'time_entries'");
  await knex.raw(
    "INSERT INTO sqlite_sequence (name, seq) SELECT 'time_entries', max(?, COALESCE(MAX(id), 0)) FROM time_entries",
    [seq],
  );
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function up(knex: Knex): Promise<void> {
  await setDeleteAction(knex, 'CASCADE', 'RESTRICT');
}

export async function down(knex: Knex): Promise<void> {
  await setDeleteAction(knex, 'RESTRICT', 'CASCADE');
}
