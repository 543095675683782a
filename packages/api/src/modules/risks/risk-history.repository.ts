import type { RiskField, RiskHistoryEntry } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { userRefColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';

/** What changed on a risk or issue, save by save, as stored (README.md beside this file). */

export interface FieldChange {
  field: RiskField;
  from: string | null;
  to: string | null;
}

export async function insertHistory(
  knex: Knex,
  riskId: number,
  entry: { userId: number | null; created: boolean; changes: FieldChange[] },
  at: number,
): Promise<void> {
  await knex('risk_history').insert({
    risk_id: riskId,
    user_id: entry.userId,
    created_at: at,
    created: entry.created,
    changes: JSON.stringify(entry.changes),
  });
}

/** The item's history, newest first. */
export async function listHistory(knex: Knex, riskId: number): Promise<RiskHistoryEntry[]> {
  const rows = await knex('risk_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .where('h.risk_id', riskId)
    .orderBy([
      { column: 'h.created_at', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .select<
      Array<
        {
          id: number;
          created_at: number | string;
          created: number | boolean;
          changes: string;
        } & UserRefRow<'u'>
      >
    >('h.id', 'h.created_at', 'h.created', 'h.changes', ...userRefColumns('u'));
  return rows.map((r) => ({
    id: r.id,
    at: iso(r.created_at),
    by: userRefOf(r, 'u'),
    created: Boolean(r.created),
    changes: JSON.parse(r.changes) as FieldChange[],
  }));
}
