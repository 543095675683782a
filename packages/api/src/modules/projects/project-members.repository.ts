import type { ProjectRole, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';

/**
 * Project members (memberships are added by `insertProjectMembers` in
 * `projects.repository.ts`, which the demo seed shares).
 */

/** A member of a project, whatever the reader may see of it. */
export interface MemberRecord {
  userId: number;
  name: string;
  initials: string;
  color: string;
  email: string;
  external: boolean;
  role: ProjectRole;
  addedAt: string;
}

interface MemberRow {
  user_id: number;
  name: string;
  initials: string;
  color: string;
  email: string;
  external: number | boolean;
  role: ProjectRole;
  created_at: number | string;
}

export async function listMembers(knex: Knex, projectId: number): Promise<MemberRecord[]> {
  const rows = await knex('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .where('pm.project_id', projectId)
    .orderByRaw(
      "CASE pm.role WHEN 'manager' THEN 0 WHEN 'member' THEN 1 WHEN 'viewer' THEN 2 ELSE 3 END",
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .select<MemberRow[]>(
      'pm.user_id',
      'u.name',
      'u.initials',
      'u.color',
      'u.email',
      'u.external',
      'pm.role',
      'pm.created_at',
    );
  return rows.map((m) => ({
    userId: m.user_id,
    name: m.name,
    initials: m.initials,
    color: m.color,
    email: m.email,
    external: Boolean(m.external),
    role: m.role,
    addedAt: iso(m.created_at),
  }));
}

export async function setMemberRole(
  knex: Knex,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<void> {
  await knex('project_members').where({ project_id: projectId, user_id: userId }).update({ role });
}

export async function removeMember(knex: Knex, projectId: number, userId: number): Promise<void> {
  await knex('project_members').where({ project_id: projectId, user_id: userId }).delete();
}

/** Active users, for manager choices and member candidates. */
export async function listActiveUsers(knex: Knex): Promise<Array<UserRef & { external: boolean }>> {
  const rows = await knex('users')
    .where({ status: 'active' })
    .orderBy('name')
    .orderBy('id')
    .select<Array<UserRef & { external: number | boolean }>>(
      'id',
      'name',
      'initials',
      'color',
      'external',
    );
  return rows.map((u) => ({ ...u, external: Boolean(u.external) }));
}
