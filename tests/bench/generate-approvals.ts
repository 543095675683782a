/**
 * The approvals inbox's data for the bench's timekeeping part (issue 30):
 * a team lead (`BENCH_APPROVALS_LEAD`, Project Manager, who signs in with
 * the demo password) of a team of 50 bench users, and every bench user's
 * 100 weeks of time as weeks: the last four of each submitted, the ones
 * before approved (100,000 rows of `timesheet_weeks`; the lead's inbox holds
 * 200 weeks). Run by generate.ts with --timekeeping, after the 1,000,000
 * time entries of the timesheet part.
 */
import type { Knex } from '../../packages/api/src/db/database';
import {
  assignRoles,
  findRoleIdsByName,
  findUserByEmail,
  insertUser,
} from '../../packages/api/src/modules/auth';

export const BENCH_APPROVALS_LEAD = 'bench.lead@example.com';
export const APPROVALS_TEAM_SIZE = 50;
/** The weeks of every bench user (the 100 weeks of their entries), the last few still waiting. */
const WEEKS = 100;
const WAITING_WEEKS = 4;
const FIRST_MONDAY = '2024-11-04';
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function generateApprovals(
  knex: Knex,
  passwordHash: string | null,
): Promise<{ weeks: number; waitingForLead: number }> {
  return knex.transaction(async (trx) => {
    const users = await trx('users')
      .where('email', 'like', 'bench.user%')
      .orderBy('id')
      .select<{ id: number }[]>('id');
    const leadId =
      (await findUserByEmail(trx, BENCH_APPROVALS_LEAD))?.id ??
      (await insertUser(
        trx,
        { email: BENCH_APPROVALS_LEAD, name: 'Bench Lead', status: 'active' },
        NOW,
      ));
    await trx('users').where({ id: leadId }).update({ password_hash: passwordHash });
    const [pmRole] = await findRoleIdsByName(trx, ['Project Manager']);
    if (pmRole === undefined) throw new Error('timekeeping: the Project Manager role is missing');
    await assignRoles(trx, leadId, [pmRole]);
    const [team] = await trx('teams')
      .insert({ name: 'Bench approvals team', lead_id: leadId, created_at: NOW, updated_at: NOW })
      .returning<{ id: number }[]>('id');
    const members = users.slice(1, 1 + APPROVALS_TEAM_SIZE);
    await trx('team_members').insert(
      members.map((user) => ({ team_id: Number(team?.id), user_id: user.id })),
    );
    let rows: Array<Record<string, unknown>> = [];
    let weeks = 0;
    const flush = async () => {
      if (rows.length > 0) await trx.batchInsert('timesheet_weeks', rows, 500);
      weeks += rows.length;
      rows = [];
    };
    for (const user of users) {
      for (let week = 0; week < WEEKS; week++) {
        const weekStart = addDays(FIRST_MONDAY, 7 * week);
        const submittedAt = Date.parse(`${addDays(weekStart, 7)}T09:00:00Z`);
        const waiting = week >= WEEKS - WAITING_WEEKS;
        rows.push({
          user_id: user.id,
          week_start: weekStart,
          status: waiting ? 'submitted' : 'approved',
          comment: '',
          submitted_at: submittedAt,
          submitted_by: user.id,
          decided_by: waiting ? null : leadId,
          decided_at: waiting ? null : submittedAt + 86_400_000,
          version: waiting ? 1 : 2,
          created_at: submittedAt,
          updated_at: submittedAt,
        });
      }
      if (rows.length >= 10_000) await flush();
    }
    await flush();
    return { weeks, waitingForLead: members.length * WAITING_WEEKS };
  });
}
