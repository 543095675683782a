import type { UserRef } from '@keel/types';
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

/** A live (not deleted) project's timesheet settings. */
export async function findProjectTimesheetFacts(
  knex: Knex,
  projectId: number,
): Promise<ProjectTimesheetFacts | null> {
  const row = await knex('projects').where({ id: projectId }).whereNull('deleted_at').first<
    | {
        id: number;
        code: string;
        name: string;
        ts_logging_allowed: boolean | number;
        ts_log_target: 'tasksOnly' | 'tasksAndProject';
        ts_notes_required: boolean | number;
        ts_billable_by_default: boolean | number;
      }
    | undefined
  >('id', 'code', 'name', 'ts_logging_allowed', 'ts_log_target', 'ts_notes_required', 'ts_billable_by_default');
  return row
    ? {
        id: row.id,
        code: row.code,
        name: row.name,
        loggingAllowed: Boolean(row.ts_logging_allowed),
        logTarget: row.ts_log_target,
        notesRequired: Boolean(row.ts_notes_required),
        billableByDefault: Boolean(row.ts_billable_by_default),
      }
    : null;
}

/**
 * What the task policy needs to know of a task for a user (`taskPermissionsFor`),
 * and its name (what an entry or a timer on it shows).
 */
export async function findTaskFacts(
  knex: Knex,
  taskId: number,
  userId: number,
): Promise<{
  projectId: number;
  name: string;
  assignedToUser: boolean;
  createdByUser: boolean;
} | null> {
  const row = await knex('tasks').where({ id: taskId }).first<
    | {
        project_id: number;
        name: string;
        assignee_id: number | null;
        assignee_team_id: number | null;
        created_by: number | null;
      }
    | undefined
  >('project_id', 'name', 'assignee_id', 'assignee_team_id', 'created_by');
  if (!row) return null;
  const inTeam =
    row.assignee_team_id !== null &&
    Boolean(
      await knex('team_members')
        .where({ team_id: row.assignee_team_id, user_id: userId })
        .first('user_id'),
    );
  return {
    projectId: row.project_id,
    name: row.name,
    assignedToUser: row.assignee_id === userId || inTeam,
    createdByUser: row.created_by === userId,
  };
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
