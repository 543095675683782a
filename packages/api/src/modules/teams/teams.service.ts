import type {
  Page,
  Team,
  TeamCreateInputSchema,
  TeamListQuerySchema,
  TeamUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { orNotFound, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import type { AuthUser } from '../auth';
import { createAudited, deleteAudited, updateAudited, type AuditedKind } from '../audit';
import * as repo from './teams.repository';

/** Teams (DOMAIN.md § Team): a name, members and an optional lead who is always a member. */

export async function listTeams(
  deps: AppDeps,
  query: z.output<typeof TeamListQuerySchema>,
): Promise<Page<Team>> {
  return pageOf(await repo.listTeams(deps.knex, query), query);
}

export async function getTeam(deps: AppDeps, id: number, knex = deps.knex): Promise<Team> {
  return orNotFound(await repo.findTeam(knex, id), 'Team not found');
}

const TEAM: AuditedKind<Team> = {
  entityType: 'team',
  table: repo.TEAM_ROWS,
  load: getTeam,
  snapshot: (team) => ({
    name: team.name,
    lead: team.lead?.name ?? null,
    members: team.members.map((m) => m.name),
  }),
  label: (team) => team.name,
};

async function checkInput(
  deps: AppDeps,
  input: z.output<typeof TeamCreateInputSchema>,
  exceptId?: number,
): Promise<number[]> {
  const memberIds = [...new Set([...input.memberIds, ...(input.leadId ? [input.leadId] : [])])];
  const found = await repo.existingUserIds(deps.knex, memberIds);
  const missing = input.memberIds.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw ValidationError.field('memberIds', `Unknown users: ${missing.join(', ')}`);
  if (input.leadId !== null && !found.has(input.leadId))
    throw ValidationError.field('leadId', 'Unknown user');
  await repo.assertTeamNameFree(deps.knex, input.name, exceptId);
  return memberIds;
}

export async function createTeam(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof TeamCreateInputSchema>,
): Promise<Team> {
  const memberIds = await checkInput(deps, input);
  const id = await createAudited(deps, actor, TEAM, async (trx, now) => {
    const teamId = await repo.insertTeam(trx, input, now);
    await repo.replaceMembers(trx, teamId, memberIds);
    return teamId;
  });
  return getTeam(deps, id);
}

export async function updateTeam(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof TeamUpdateInputSchema>,
): Promise<Team> {
  await getTeam(deps, id);
  const memberIds = await checkInput(deps, input, id);
  await updateAudited(deps, actor, TEAM, { id, version: input.version }, async (trx, _, now) => {
    await repo.updateTeamRow(trx, id, input, now);
    await repo.replaceMembers(trx, id, memberIds);
  });
  return getTeam(deps, id);
}

export async function deleteTeam(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return deleteAudited(deps, actor, TEAM, { id, version });
}
