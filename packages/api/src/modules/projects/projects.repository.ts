import type { ProjectRole, ProjectStatus } from '@keel/types';
import type { Knex } from 'knex';
import { buildSearchText } from '../../lib/search-text';

export interface NewProject {
  code: string;
  name: string;
  alternateName?: string | null;
  client?: string | null;
  status: ProjectStatus;
  managerId?: number | null;
  archived?: boolean;
}

/** The quick-search text of a project; every write of these fields must refresh it. */
export function projectSearchText(
  p: Pick<NewProject, 'name' | 'code' | 'alternateName' | 'client'>,
): string {
  return buildSearchText([p.name, p.code, p.alternateName, p.client]);
}

/** SQLite allows at most 32766 bound values per statement; stay far below. */
const CHUNK = 200;

/**
 * Inserts projects (search text maintained) in chunks and returns their ids
 * in input order. Used by the demo seed and the benchmark generator.
 */
export async function insertProjects(
  knex: Knex,
  projects: readonly NewProject[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < projects.length; i += CHUNK) {
    const rows = projects.slice(i, i + CHUNK).map((p) => ({
      code: p.code,
      name: p.name,
      alternate_name: p.alternateName ?? null,
      client: p.client ?? null,
      status: p.status,
      manager_id: p.managerId ?? null,
      archived: p.archived ?? false,
      search_text: projectSearchText(p),
      created_at: now,
      updated_at: now,
    }));
    const inserted = await knex('projects').insert(rows).returning<{ id: number }[]>('id');
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export interface NewProjectMember {
  projectId: number;
  userId: number;
  role: ProjectRole;
}

/** Adds memberships (an existing membership is left as it is). */
export async function insertProjectMembers(
  knex: Knex,
  members: readonly NewProjectMember[],
  now: number,
): Promise<void> {
  for (let i = 0; i < members.length; i += CHUNK) {
    const rows = members
      .slice(i, i + CHUNK)
      .map((m) => ({ project_id: m.projectId, user_id: m.userId, role: m.role, created_at: now }));
    await knex('project_members').insert(rows).onConflict(['project_id', 'user_id']).ignore();
  }
}
