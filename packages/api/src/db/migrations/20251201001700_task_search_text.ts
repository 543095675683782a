import type { Knex } from 'knex';
import { normalizeSearchText } from '../../lib/search-text';
import { databaseKind } from '../dialect';

/**
 * `tasks.search_text`: the task's name as quick search normalises text
 * (`normalizeSearchText`: lower case, accents stripped), so the task list's
 * text filter matches the way quick search does ("cafe" finds "Café"), and
 * an index over it finds a substring without reading every task:
 *
 * - SQLite: `task_search`, an FTS5 table with the trigram tokenizer over the
 *   column (external content: it stores only the index, the text stays in
 *   `tasks`), kept by triggers on every insert, delete and write of the
 *   column, whatever writes it. The trigram index answers terms of three
 *   characters or more; shorter ones scan (`task-query.repository.ts`).
 * - PostgreSQL: a GIN trigram index (`pg_trgm`'s `gin_trgm_ops`) over the
 *   column, which `LIKE '%term%'` uses, and one over the projects' lower-case
 *   codes, which the filter also matches (a scan of every project's code
 *   took longer there than the tasks' index). `pg_trgm` is created in the
 *   `public` schema when missing; where it cannot be (not installed, or no
 *   right to), the migration warns and leaves the filter to scan, correct
 *   but slow, rather than fail the upgrade.
 *
 * The column is written with the name by every writer (`taskNameColumns`,
 * `modules/tasks`); an insert without it fails (NOT NULL on PostgreSQL, a
 * trigger on SQLite, where an added column cannot be NOT NULL without a
 * default) rather than leave a task the filter cannot find.
 *
 * On SQLite a table rebuilt by Knex (a column altered there) loses its
 * triggers: a later migration that alters `tasks` so must create them again
 * (`createTriggers`).
 */

const CHUNK = 400;

const TRIGGERS = [
  'tasks_search_text_required',
  'tasks_search_insert',
  'tasks_search_delete',
  'tasks_search_update',
];

export async function createTriggers(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TRIGGER tasks_search_text_required BEFORE INSERT ON tasks
    WHEN NEW.search_text IS NULL
    BEGIN
      SELECT RAISE(ABORT, 'NOT NULL constraint failed: tasks.search_text');
    END`);
  await knex.raw(`
    CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks
    BEGIN
      INSERT INTO task_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
    END`);
  await knex.raw(`
    CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks
    BEGIN
      INSERT INTO task_search (task_search, rowid, search_text) VALUES ('delete', OLD.id, OLD.search_text);
    END`);
  await knex.raw(`
    CREATE TRIGGER tasks_search_update AFTER UPDATE OF search_text ON tasks
    BEGIN
      INSERT INTO task_search (task_search, rowid, search_text) VALUES ('delete', OLD.id, OLD.search_text);
      INSERT INTO task_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
    END`);
}

/** The schema holding `pg_trgm`, created in `public` when missing; null when it cannot be. */
async function trigramSchema(knex: Knex): Promise<string | null> {
  const installed = async () =>
    (
      (await knex.raw(
        `SELECT n.nspname AS schema FROM pg_extension e
         JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
      )) as { rows: Array<{ schema: string }> }
    ).rows[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  try {
    // In a savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
    await knex.transaction((trx) =>
      trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public'),
    );
  } catch (error) {
    // Another connection may have created it meanwhile.
    const again = await installed();
    if (again) return again;
    console.warn(
      `Migration task_search_text: the pg_trgm extension could not be created (${String(
        (error as Error).message,
      )}); the task list's text filter scans the tasks until it is installed and ` +
        `the indexes "tasks_search_text_trgm" and "projects_code_trgm" are created (see 20251201001700_task_search_text.ts).`,
    );
    return null;
  }
  return installed();
}

async function backfill(knex: Knex, postgres: boolean): Promise<void> {
  for (let after = 0; ;) {
    const rows = await knex('tasks')
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .select<Array<{ id: number; name: string }>>('id', 'name');
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]?.id);
    const values = rows.flatMap((row) => [Number(row.id), normalizeSearchText(row.name)]);
    const tuples = rows.map(() => (postgres ? '(?::integer, ?::text)' : '(?, ?)')).join(', ');
    await knex.raw(
      postgres
        ? `UPDATE tasks SET search_text = v.text FROM (VALUES ${tuples}) AS v (id, text) WHERE tasks.id = v.id`
        : `UPDATE tasks SET search_text = v.column2 FROM (VALUES ${tuples}) AS v WHERE tasks.id = v.column1`,
      values,
    );
  }
}

export async function up(knex: Knex): Promise<void> {
  const postgres = databaseKind(knex) === 'postgres';
  await knex.schema.alterTable('tasks', (t) => {
    t.text('search_text').nullable();
  });
  await backfill(knex, postgres);
  if (postgres) {
    await knex.raw('ALTER TABLE tasks ALTER COLUMN search_text SET NOT NULL');
    const schema = await trigramSchema(knex);
    if (schema) {
      const ops = `${knex.ref(schema).toQuery()}.gin_trgm_ops`;
      await knex.raw(`CREATE INDEX tasks_search_text_trgm ON tasks USING gin (search_text ${ops})`);
      await knex.raw(`CREATE INDEX projects_code_trgm ON projects USING gin (lower(code) ${ops})`);
    }
    return;
  }
  await knex.raw(`
    CREATE VIRTUAL TABLE task_search USING fts5(
      search_text, content = 'tasks', content_rowid = 'id', tokenize = 'trigram'
    )`);
  await knex.raw(`INSERT INTO task_search (task_search) VALUES ('rebuild')`);
  await createTriggers(knex);
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw('DROP INDEX IF EXISTS tasks_search_text_trgm');
    await knex.raw('DROP INDEX IF EXISTS projects_code_trgm');
  } else {
    for (const name of TRIGGERS) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
    await knex.raw('DROP TABLE IF EXISTS task_search');
  }
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('search_text');
  });
}
