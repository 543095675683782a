import type { Team, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { assertNameFree } from '../../lib/unique-name';
import { countRows } from '../../db/row-count';
import { existingIds } from '../../lib/existing-ids.repository';
import { pageWindow, whereMatches } from '../../lib/lists';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

interface TeamRow {
  id: number;
  name: string;
  lead_id: number | null;
  version: number;
}

const MEMBER_COUNT_SQL =
  '(SELECT COUNT(*) FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE tm.team_id = teams.id AND u.deleted_at IS NULL)';

async function toTeams(knex: Knex, rows: TeamRow[]): Promise<Team[]> {
  const ids = rows.map((r) => r.id);
  const members =
    ids.length === 0
      ? []
      : await knex('team_members as tm')
          .join('users as u', 'u.id', 'tm.user_id')
          .whereIn('tm.team_id', ids)
          .whereNull('u.deleted_at')
          .orderBy([{ column: 'u.name' }, { column: 'u.id' }])
          .select<Array<UserRef & { teamId: number }>>(
            'tm.team_id as teamId',
            'u.id',
            'u.name',
            'u.initials',
            'u.color',
          );
  return rows.map((row) => {
    const own = members
      .filter((m) => m.teamId === row.id)
      .map(({ id, name, initials, color }) => ({ id, name, initials, color }));
    return {
      id: row.id,
      name: row.name,
      lead: own.find((m) => m.id === row.lead_id) ?? null,
      members: own,
      version: Number(row.version),
    };
  });
}

export async function listTeams(
  knex: Knex,
  query: {
    search?: string;
    sort: 'name' | 'memberCount';
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ items: Team[]; total: number }> {
  const base = knex('teams');
  if (query.search) whereMatches(base, ['teams.name'], query.search);
  const total = await countRows(knex, base);
  const { offset, limit } = pageWindow(query);
  const order = query.sort === 'name' ? 'lower(teams.name)' : MEMBER_COUNT_SQL;
  const rows = await base
    .clone()
    .select<TeamRow[]>('id', 'name', 'lead_id', 'version')
    .orderByRaw(`${order} ${query.direction}, teams.id ${query.direction}`)
    .offset(offset)
    .limit(limit);
  return { items: await toTeams(knex, rows), total };
}

export async function findTeam(knex: Knex, id: number): Promise<Team | null> {
  const rows = await knex('teams')
    .where({ id })
    .select<TeamRow[]>('id', 'name', 'lead_id', 'version');
  return (await toTeams(knex, rows))[0] ?? null;
}

export async function insertTeam(
  knex: Knex,
  values: { name: string; leadId: number | null },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'teams', {
    name: values.name,
    lead_id: values.leadId,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateTeamRow(
  knex: Knex,
  id: number,
  values: { name: string; leadId: number | null },
  now: number,
): Promise<void> {
  await knex('teams').where({ id }).update({
    name: values.name,
    lead_id: values.leadId,
    updated_at: now,
  });
}

export async function replaceMembers(
  knex: Knex,
  teamId: number,
  userIds: readonly number[],
): Promise<void> {
  await knex('team_members').where({ team_id: teamId }).delete();
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await knex('team_members').insert(unique.map((user_id) => ({ team_id: teamId, user_id })));
}

/** Which of these users exist (not deleted): a team names its lead and members. */
export const existingUserIds = (knex: Knex, ids: readonly number[]) =>
  existingIds(knex, 'users', ids);

/** The teams table as version-checked saves see it. */
export const TEAM_ROWS: VersionedTable = { table: 'teams', notFound: 'Team not found' };

/** 409 naming `name` when another team (not `exceptId`) holds the name already. */
export async function assertTeamNameFree(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertNameFree(knex, 'teams', name, exceptId);
}
