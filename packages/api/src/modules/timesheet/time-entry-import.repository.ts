import type { Knex } from 'knex';
import { insertInSlices } from '../../lib/insert-row.repository';
import {
  entryColumns,
  entryRowColumns,
  toEntryRow,
  type EntryRow,
  type EntryRowColumns,
  type EntryValues,
} from './time-entries.repository';

/**
 * Storage of the bulk time-entry path (an import, its undo): set-based reads
 * of a chunk's days and stored entries, and multi-row inserts.
 */

/** `user_id date`: the key of a user's day in the maps below. */
export function dayKey(userId: number, date: string): string {
  return `${userId} ${date}`;
}

/**
 * Minutes logged on each of these user-days (all their entries), by
 * `dayKey`; a day without time is absent. One statement, a seek of
 * `time_entries_user_date` per day.
 */
export async function loggedMinutesOnDays(
  knex: Knex,
  days: ReadonlyArray<{ userId: number; date: string }>,
): Promise<Map<string, number>> {
  const logged = new Map<string, number>();
  for (let i = 0; i < days.length; i += DAYS_PER_READ) {
    const slice = days.slice(i, i + DAYS_PER_READ);
    const rows = await knex('time_entries')
      .whereIn(
        ['user_id', 'date'],
        slice.map((day) => [day.userId, day.date]),
      )
      .groupBy('user_id', 'date')
      .select<Array<{ user_id: number; date: string; total: number | string }>>(
        'user_id',
        'date',
        knex.raw('SUM(minutes) AS total'),
      );
    for (const row of rows) logged.set(dayKey(Number(row.user_id), row.date), Number(row.total));
  }
  return logged;
}

/** User-days read per statement (two bound values each). */
const DAYS_PER_READ = 1000;

/** A stored entry as an import's update and undo read it: its fields, and the invoice that bills it. */
export interface StoredEntry extends EntryRow {
  note: string;
  /** The number of the issued invoice that bills it, or null. */
  invoiceNumber: string | null;
}

/** The entries of `ids` that exist, by id, with their notes and the invoice billing each. */
export async function findStoredEntries(
  knex: Knex,
  ids: readonly number[],
): Promise<Map<number, StoredEntry>> {
  const stored = new Map<number, StoredEntry>();
  for (let i = 0; i < ids.length; i += DAYS_PER_READ) {
    const rows = await knex('time_entries as e')
      .leftJoin('invoices as i', 'i.id', 'e.invoice_id')
      .whereIn('e.id', ids.slice(i, i + DAYS_PER_READ))
      .select<
        Array<EntryRowColumns & { note: string; invoice_id: number | null; number: string | null }>
      >(...entryRowColumns('e'), 'e.note', 'e.invoice_id', 'i.number');
    for (const row of rows)
      stored.set(Number(row.id), {
        ...toEntryRow(row),
        note: row.note,
        invoiceNumber: row.invoice_id === null ? null : (row.number ?? ''),
      });
  }
  return stored;
}

/**
 * New entries in multi-row inserts (`insertInSlices`), answering their ids
 * in the order given.
 */
export async function insertEntries(
  knex: Knex,
  rows: ReadonlyArray<EntryValues & { userId: number; createdBy: number }>,
  now: number,
): Promise<number[]> {
  const answers = await insertInSlices(rows, (slice) =>
    knex('time_entries')
      .insert(
        slice.map((values) => ({
          ...entryColumns(values),
          user_id: values.userId,
          created_by: values.createdBy,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning<Array<{ id: number }>>('id'),
  );
  return answers.flat().map((row) => Number(row.id));
}

/**
 * Deletes the entries of `ids` that no issued invoice bills (the invoice
 * condition is in the statement, so an invoice's mark committing meanwhile
 * is seen); answers how many went.
 */
export async function deleteUnbilledEntries(knex: Knex, ids: readonly number[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += DAYS_PER_READ)
    deleted += await knex('time_entries')
      .whereIn('id', ids.slice(i, i + DAYS_PER_READ))
      .whereNull('invoice_id')
      .delete();
  return deleted;
}
