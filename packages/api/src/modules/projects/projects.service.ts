import {
  TIMESHEET_LOG_TARGETS,
  type EventData,
  type Project,
  type ProjectCreateInputSchema,
  type ProjectPermissions,
  type ProjectRagUpdateInputSchema,
  type ProjectRole,
  type VersionedTimesheetSettings,
  type ProjectUpdateInputSchema,
  type RagHistoryEntry,
} from '@keel/types';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, throwIfAny, type FieldErrors } from '../../lib/errors';
import { versionedDelete, versionedSave } from '../../lib/versioned-save';
import { UNIQUE_RULES, uniqueConflict, uniqueRuleOf } from '../../lib/unique-name';
import {
  getProjectPermissions,
  hasFlag,
  mayReadProjectCost,
  projectPermissionsFor,
  type AuthUser,
} from '../auth';
import { listCustomFields, validateValues, valuesByProject, writeValues } from '../custom-fields';
import { formOptions, toListItem } from './project-browser.service';
import { recordBudgetEdit } from '../scope';
import { listActiveUsers, listMembers, setMemberRole } from './project-members.repository';
import {
  codeTaken,
  findActiveUser,
  findProject,
  findQuoteRef,
  insertProject,
  insertProjectMembers,
  nextProjectCode,
  PROJECTS,
  softDeleteProject,
  updateProjectFields,
  type ProjectFields,
  type ProjectRecord,
} from './projects.repository';
import { listRagChanges, writeRag } from './project-rag.repository';
import { writeTimesheetSettings } from './project-settings.repository';

/**
 * A project itself: read, create, update, delete, RAG and timesheet settings.
 * The browser, dashboard, members and derived figures have their own services
 * (`project-browser`, `project-dashboard`, `project-members`, `project-figures`).
 */

type CreateInput = z.output<typeof ProjectCreateInputSchema>;

type UpdateInput = z.output<typeof ProjectUpdateInputSchema>;

type RagInput = z.output<typeof ProjectRagUpdateInputSchema>;

/** Permissions from a record's joined membership: the same rule as every project route. */
function permissionsOf(user: AuthUser, record: { myRole: ProjectRole | null }): ProjectPermissions {
  return projectPermissionsFor(user, record.myRole);
}

/**
 * The project as the reader may see it: money, figures and the source quote
 * need readFinancials; the cost within the figures needs the policy's
 * `mayReadProjectCost` (the rule of `/financials`).
 */
function toProject(
  record: ProjectRecord,
  user: AuthUser,
  values: Project['customFieldValues'],
): Project {
  const {
    currency,
    budgetMinutes,
    description,
    sourceQuote,
    ragDetails,
    timesheetSettings,
    figures,
    shareMilestoneAmounts,
    createdAt,
    version,
    ...listRecord
  } = record;
  const permissions = projectPermissionsFor(user, record.myRole);
  const mayReadMoney = permissions.readFinancials;
  // External users only ever act as stakeholders, whatever their membership row says.
  const myRole: ProjectRole | null = record.myRole && user.external ? 'stakeholder' : record.myRole;
  return {
    ...toListItem(listRecord, user),
    currency,
    budgetMinutes: mayReadMoney ? budgetMinutes : null,
    description,
    sourceQuote: mayReadMoney ? sourceQuote : null,
    ragDetails,
    timesheetSettings,
    customFieldValues: values,
    figures: mayReadMoney
      ? { ...figures, cost: mayReadProjectCost(user, permissions) ? figures.cost : null }
      : null,
    myRole,
    shareMilestoneAmounts,
    createdAt,
    version,
  };
}

/** The project as the user may see it (route permissions were checked before). */
export async function getProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<Project> {
  const record = await findProject(deps.knex, projectId, user.id);
  // The route's project permission already answered 403 for a missing project; a race lands here.
  if (!record) throw new ForbiddenError();
  const fields = await listCustomFields(deps);
  const values = (await valuesByProject(deps, [projectId], fields)).get(projectId) ?? [];
  return toProject(record, user, values);
}

async function checkManager(deps: AppDeps, managerId: number | null, errors: FieldErrors) {
  if (managerId === null) return;
  const manager = await findActiveUser(deps.knex, managerId);
  if (!manager || manager.external)
    errors.managerId = ['Choose an active internal user as the manager'];
}

/** Makes the manager a Manager member (promoting an existing membership). */
async function ensureManagerMembership(
  deps: AppDeps,
  projectId: number,
  userId: number,
  now: number,
): Promise<void> {
  await insertProjectMembers(deps.knex, [{ projectId, userId, role: 'manager' }], now);
  await setMemberRole(deps.knex, projectId, userId, 'manager');
}

/**
 * A project write as the outside world follows it (`record.written`): the
 * project's id (its own `projectId` too), version after the write, and its
 * code, name and status when the write has them in hand (never a budget).
 */
export async function recordProjectEvent(
  trx: Db,
  type: 'project.created' | 'project.updated' | 'project.deleted',
  actorId: number | null,
  at: number,
  project: { id: number; version?: number; code?: string; name?: string; status?: string },
): Promise<void> {
  const data: EventData = { id: project.id, projectId: project.id };
  for (const [key, value] of Object.entries(project)) if (value !== undefined) data[key] = value;
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: project.id,
    data,
  });
}

export async function createProject(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput,
): Promise<Project> {
  const errors: FieldErrors = {};
  // Left out, the creator manages it (where they may); an explicit null is "no manager".
  const managerId =
    input.managerId !== undefined ? input.managerId : user.external ? null : user.id;
  await checkManager(deps, managerId, errors);
  const quote = input.sourceQuoteId ? await findQuoteRef(deps.knex, input.sourceQuoteId) : null;
  if (input.sourceQuoteId && !quote) errors.sourceQuoteId = ['Unknown quote'];
  const fields = await listCustomFields(deps);
  const values = input.customFieldValues ? validateValues(fields, input.customFieldValues) : [];
  throwIfAny(errors);
  const givenCode = input.code ?? null;
  if (givenCode !== null && (await codeTaken(deps.knex, givenCode)))
    throw uniqueConflict(UNIQUE_RULES.projectCode);

  const now = deps.clock();
  // A given code taken meanwhile is the unique index's 409; a generated one is
  // generated again (another create took it between the read and the insert).
  // Each try is its own transaction (a savepoint inside a caller's), so a
  // refused insert leaves the caller's transaction usable.
  const insertWithCode = (code: string) =>
    deps.knex.transaction(async (trx) => {
      const tx = { ...deps, knex: trx };
      const id = await insertProject(
        trx,
        {
          ...fieldsOf(input, code, managerId, false),
          sourceQuoteId: quote?.id ?? null,
          sourceQuoteRevision: null,
        },
        now,
      );
      // The creator keeps access to what they created, unless they see every project anyway.
      if (!hasFlag(user, 'manageAllProjects') && !user.external)
        await ensureManagerMembership(tx, id, user.id, now);
      if (managerId !== null) await ensureManagerMembership(tx, id, managerId, now);
      await writeValues(trx, id, values);
      await recordChange(trx, { kind: 'project.changed', at: now, projectIds: [id] });
      await recordProjectEvent(trx, 'project.created', user.id, now, {
        id,
        version: 1,
        code,
        name: input.name,
        status: input.status,
      });
      return id;
    });
  let projectId: number | undefined;
  for (let attempt = 1; projectId === undefined; attempt += 1) {
    try {
      projectId = await insertWithCode(givenCode ?? (await nextProjectCode(deps.knex)));
    } catch (error) {
      const generatedCodeTaken =
        givenCode === null && uniqueRuleOf(error) === UNIQUE_RULES.projectCode;
      if (!generatedCodeTaken || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  return getProject(deps, user, projectId);
}

/** Tries at a generated code: each lost one means another create committed meanwhile. */
const CODE_ATTEMPTS = 20;

function fieldsOf(
  input: CreateInput,
  code: string,
  managerId: number | null,
  archived: boolean,
): ProjectFields {
  return {
    code,
    name: input.name,
    alternateName: input.alternateName,
    client: input.client,
    managerId,
    status: input.status,
    billingType: input.billingType,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    currency: input.currency,
    budgetAmount: input.budgetAmount ?? null,
    budgetMinutes: input.budgetMinutes ?? null,
    description: input.description,
    tags: [...new Set(input.tags)],
    archived,
    shareMilestoneAmounts: false,
  };
}

/** The stored fields with what the update sends laid over them (left out = unchanged). */
function mergedFields(current: ProjectRecord, input: UpdateInput): ProjectFields {
  const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);
  const text = (value: string | null | undefined, stored: string | null) =>
    value === undefined ? stored : value || null;
  return {
    code: keep(input.code, current.code),
    name: keep(input.name, current.name),
    alternateName: text(input.alternateName, current.alternateName),
    client: text(input.client, current.client),
    managerId: keep(input.managerId, managerIdOf(current)),
    status: keep(input.status, current.status),
    billingType: keep(input.billingType, current.billingType),
    startDate: keep(input.startDate, current.startDate),
    endDate: keep(input.endDate, current.endDate),
    currency: keep(input.currency, current.currency),
    budgetAmount: keep(input.budgetAmount, current.budget?.amount ?? null),
    budgetMinutes: keep(input.budgetMinutes, current.budgetMinutes),
    description: keep(input.description, current.description),
    tags: input.tags ? [...new Set(input.tags)] : current.tags,
    archived: keep(input.archived, current.archived),
    shareMilestoneAmounts: keep(input.shareMilestoneAmounts, current.shareMilestoneAmounts),
  };
}

const managerIdOf = (project: ProjectRecord): number | null => project.manager?.id ?? null;

/**
 * `PUT /api/projects/{projectId}`: a version-checked save (409 with the
 * stored project when someone saved in between). The fields left out are
 * merged from the row read after the claim, so they are the ones the version
 * stands for. Budget fields and the sharing of milestone amounts are kept as
 * they are when the editor may not read financials (they were never shown the
 * values).
 */
export async function updateProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: UpdateInput,
): Promise<Project> {
  const now = deps.clock();
  const change = async (trx: Db) => {
    const tx = { ...deps, knex: trx };
    const current = await findProject(trx, projectId, user.id);
    if (!current) throw new ForbiddenError();
    const next = mergedFields(current, input);
    const errors: FieldErrors = {};
    if (next.managerId !== managerIdOf(current)) await checkManager(tx, next.managerId, errors);
    if (next.startDate && next.endDate && next.endDate < next.startDate)
      errors.endDate = ['The end date must not be before the start date'];
    const fields = await listCustomFields(tx);
    const values = input.customFieldValues ? validateValues(fields, input.customFieldValues) : [];
    throwIfAny(errors);
    if (next.code !== current.code && (await codeTaken(trx, next.code, projectId)))
      throw uniqueConflict(UNIQUE_RULES.projectCode);

    if (!permissionsOf(user, current).readFinancials) {
      next.budgetAmount = current.budget?.amount ?? null;
      next.budgetMinutes = current.budgetMinutes;
      next.shareMilestoneAmounts = current.shareMilestoneAmounts;
    }
    await updateProjectFields(trx, projectId, next, now);
    await recordBudgetEdit(
      trx,
      projectId,
      user.id,
      { amount: current.budget?.amount ?? null, minutes: current.budgetMinutes },
      { amount: next.budgetAmount, minutes: next.budgetMinutes },
      now,
    );
    if (next.managerId !== null && next.managerId !== managerIdOf(current))
      await ensureManagerMembership(tx, projectId, next.managerId, now);
    await writeValues(trx, projectId, values);
    await recordChange(trx, { kind: 'project.changed', at: now, projectIds: [projectId] });
    await recordProjectEvent(trx, 'project.updated', user.id, now, {
      id: projectId,
      version: input.version + 1,
      code: next.code,
      name: next.name,
      status: next.status,
    });
  };
  await versionedSave(deps.knex, PROJECTS, { id: projectId, version: input.version }, change, {
    now,
    current: (trx) => getProject({ ...deps, knex: trx }, user, projectId),
  });
  return getProject(deps, user, projectId);
}

/** A version-checked save too: deleting a project someone changed meanwhile is a 409. */
export async function deleteProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  return versionedDelete(
    deps.knex,
    PROJECTS,
    { id: projectId, version },
    async (trx) => {
      await softDeleteProject(trx, projectId, now);
      // Its open tasks leave the planned work (the workload store).
      await recordChange(trx, { kind: 'project.changed', at: now, projectIds: [projectId] });
      await recordProjectEvent(trx, 'project.deleted', user.id, now, { id: projectId });
    },
    { now, current: (trx) => getProject({ ...deps, knex: trx }, user, projectId) },
  );
}

export async function projectPermissions(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<ProjectPermissions> {
  return getProjectPermissions(deps.knex, user, projectId);
}

export async function projectEditOptions(deps: AppDeps, projectId: number) {
  const [options, users, members] = await Promise.all([
    formOptions(deps),
    listActiveUsers(deps.knex),
    listMembers(deps.knex, projectId),
  ]);
  const memberIds = new Set(members.map((m) => m.userId));
  return {
    ...options,
    memberCandidates: users
      .filter((u) => !memberIds.has(u.id))
      .map(({ id, name, initials, color, external }) => ({
        id,
        name,
        initials,
        color,
        external,
      })),
  };
}

export async function updateRag(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: RagInput,
): Promise<Project> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    PROJECTS,
    { id: projectId, version: input.version },
    async (trx) => {
      await writeRag(trx, projectId, input, user.id, now);
      await recordProjectEvent(trx, 'project.updated', user.id, now, {
        id: projectId,
        version: input.version + 1,
      });
    },
    { now, current: (trx) => getProject({ ...deps, knex: trx }, user, projectId) },
  );
  return getProject(deps, user, projectId);
}

export async function ragHistory(deps: AppDeps, projectId: number): Promise<RagHistoryEntry[]> {
  const changes = await listRagChanges(deps.knex, { projects: projectId });
  return changes.map(({ projectCode: _code, projectName: _name, ...entry }) => entry);
}

/** The settings are columns of the project: they carry the project's version. */
export async function timesheetSettings(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<VersionedTimesheetSettings> {
  const project = await getProject(deps, user, projectId);
  return { ...project.timesheetSettings, version: project.version };
}

/** A version-checked save of the project row (409 with the stored settings when stale). */
export async function saveTimesheetSettings(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: VersionedTimesheetSettings,
): Promise<VersionedTimesheetSettings> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    PROJECTS,
    { id: projectId, version: input.version },
    async (trx) => {
      await writeTimesheetSettings(trx, projectId, input, now);
      await recordProjectEvent(trx, 'project.updated', user.id, now, {
        id: projectId,
        version: input.version + 1,
      });
    },
    { now, current: (trx) => timesheetSettings({ ...deps, knex: trx }, user, projectId) },
  );
  return timesheetSettings(deps, user, projectId);
}

export function timesheetSettingsOptions() {
  const titles: Record<(typeof TIMESHEET_LOG_TARGETS)[number], string> = {
    tasksOnly: 'Only on tasks',
    tasksAndProject: 'On tasks and on the project',
  };
  return {
    logTargets: TIMESHEET_LOG_TARGETS.map((value) => ({ value, title: titles[value] })),
    defaults: {
      loggingAllowed: true,
      logTarget: 'tasksOnly' as const,
      notesRequired: false,
      billableByDefault: true,
    },
  };
}
