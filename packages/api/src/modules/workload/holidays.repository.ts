import type { Holiday } from '@keel/types';
import type { Knex } from 'knex';
import type { VersionedTable } from '../../lib/versioned-save';

/** Workspace holidays (`holidays` table): one named day per date. */

/** The holidays' rows as a versioned save claims them. */
export const HOLIDAY_ROWS: VersionedTable = { table: 'holidays', notFound: 'Holiday not found' };

interface HolidayRow {
  id: number;
  date: string;
  name: string;
  version: number;
}

const COLUMNS = ['id', 'date', 'name', 'version'] as const;

function toHoliday(row: HolidayRow): Holiday {
  return { id: Number(row.id), date: row.date, name: row.name, version: Number(row.version) };
}

/** The holidays from `from` to `to` (both included, either open), by date. */
export async function listHolidays(
  knex: Knex,
  range: { from?: string; to?: string } = {},
): Promise<Holiday[]> {
  const query = knex('holidays').select<HolidayRow[]>(...COLUMNS);
  if (range.from) query.where('date', '>=', range.from);
  if (range.to) query.where('date', '<=', range.to);
  const rows = await query.orderBy('date');
  return rows.map(toHoliday);
}

export async function findHoliday(knex: Knex, id: number): Promise<Holiday | null> {
  const row = await knex('holidays')
    .where({ id })
    .first<HolidayRow | undefined>(...COLUMNS);
  return row ? toHoliday(row) : null;
}

/** Is there a holiday on `date` other than `exceptId`? */
export async function dateTaken(knex: Knex, date: string, exceptId?: number): Promise<boolean> {
  const query = knex('holidays').where({ date });
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return Boolean(await query.first('id'));
}

/** Is the error the unique date index refusing a second holiday on a day? */
export function isDuplicateDate(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed: holidays/.test(e?.message ?? '')
  );
}

export async function insertHoliday(
  knex: Knex,
  values: { date: string; name: string },
  now: number,
): Promise<number> {
  const [row] = await knex('holidays')
    .insert({ date: values.date, name: values.name, created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into holidays returned no id');
  return Number(row.id);
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateHolidayRow(
  knex: Knex,
  id: number,
  values: { date: string; name: string },
  now: number,
): Promise<void> {
  await knex('holidays')
    .where({ id })
    .update({ date: values.date, name: values.name, updated_at: now });
}
