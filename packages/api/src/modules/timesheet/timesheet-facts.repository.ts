import type { ProjectRole, UserRef } from '@keel/types';
import type { Knex } from 'knex';

/**
 * What the timesheet rules read of other records: a project's timesheet
 * settings, what the task policy needs of a task, and users and teams.
 */

export interface ProjectTimesheetFacts {
  id: number;
  code: string;
  name: string;
  loggingAllowed: boolean;
  logTarget: 'tasksOnly' | 'tasksAndProject';
  notesRequired: boolean;
  billableByDefault: boolean;
}

/** A project as an entry's rules read it: its settings, whether it is live (not deleted), the writer's role on it. */
export interface ProjectEntryFacts extends ProjectTimesheetFacts {
  live: boolean;
  /** The role of the user the facts were read for (`findProjectsEntryFacts`), null when not a member. */
  role: ProjectRole | null;
}

/**
 * The projects of `ids` (deleted ones too, `live` false), their timesheet
 * settings and `userId`'s role on each (as `findProjectAccess` reads it), in
 * one statement.
 */
export async function findProjectsEntryFacts(
  knex: Knex,
  ids: readonly number[],
  userId: number,
): Promise<Map<number, ProjectEntryFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await knex('projects as p')
    .leftJoin('project_members as m', function () {
      this.on('m.project_id', '=', 'p.id').andOn('m.user_id', '=', knex.raw('?', [userId]));
    })
    .whereIn('p.id', ids)
    .select<
      Array<{
        id: number;
        code: string;
        name: string;
        deleted_at: unknown;
        role: ProjectRole | null;
        ts_logging_allowed: boolean | number;
        ts_log_target: 'tasksOnly' | 'tasksAndProject';
        ts_notes_required: boolean | number;
        ts_billable_by_default: boolean | number;
      }>
    >(
      'p.id',
      'p.code',
      'p.name',
      'p.deleted_at',
      'm.role',
      'p.ts_logging_allowed',
      'p.ts_log_target',
      'p.ts_notes_required',
      'p.ts_billable_by_default',
    );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        code: row.code,
        name: row.name,
        live: row.deleted_at === null || row.deleted_at === undefined,
        role: row.role ?? null,
        loggingAllowed: Boolean(row.ts_logging_allowed),
        logTarget: row.ts_log_target,
        notesRequired: Boolean(row.ts_notes_required),
        billableByDefault: Boolean(row.ts_billable_by_default),
      },
    ]),
  );
}

/** What the task policy needs to know of a task for a user (`taskPermissionsFor`), and its name. */
export interface TaskEntryFacts {
  id: number;
  projectId: number;
  name: string;
  assignedToUser: boolean;
  createdByUser: boolean;
}

/**
 * The tasks of `ids` that exist, with what the task policy needs to know of
 * each for `userId` (assigned to them or to a team of theirs, created by
 * them) and their names, in one statement.
 */
export async function findTasksEntryFacts(
  knex: Knex,
  ids: readonly number[],
  userId: number,
): Promise<Map<number, TaskEntryFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await knex('tasks as t')
    .leftJoin('team_members as tm', function () {
      this.on('tm.team_id', '=', 't.assignee_team_id').andOn(
        'tm.user_id',
        '=',
        knex.raw('?', [userId]),
      );
    })
    .whereIn('t.id', ids)
    .select<
      Array<{
        id: number;
        project_id: number;
        name: string;
        assignee_id: number | null;
        created_by: number | null;
        team_member: number | null;
      }>
    >(
      't.id',
      't.project_id',
      't.name',
      't.assignee_id',
      't.created_by',
      'tm.user_id as team_member',
    );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        projectId: Number(row.project_id),
        name: row.name,
        assignedToUser: row.assignee_id === userId || row.team_member !== null,
        createdByUser: row.created_by === userId,
      },
    ]),
  );
}

export async function findUserRef(knex: Knex, userId: number): Promise<UserRef | null> {
  const row = await knex('users')
    .where({ id: userId })
    .first<UserRef | undefined>('id', 'name', 'initials', 'color');
  return row ?? null;
}

/** Does `leadId` lead a team `userId` belongs to? */
export async function leadsTeamOf(knex: Knex, leadId: number, userId: number): Promise<boolean> {
  const row = await knex('teams as t')
    .join('team_members as tm', 'tm.team_id', 't.id')
    .where({ 't.lead_id': leadId, 'tm.user_id': userId })
    .first('t.id');
  return Boolean(row);
}

export async function teamExists(knex: Knex, teamId: number): Promise<boolean> {
  return Boolean(await knex('teams').where({ id: teamId }).first('id'));
}
