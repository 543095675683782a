import {
  BILLING_TYPE_TITLES,
  BILLING_TYPES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  PROJECT_ROLE_TITLES,
  PROJECT_ROLES,
  PROJECT_STATUS_TITLES,
  PROJECT_STATUSES,
  RAG_STATUSES,
  TIMESHEET_LOG_TARGETS,
  type BillingType,
  type CustomField,
  type FilterDefinition,
  type FilterValue,
  type Project,
  type ProjectCreateInputSchema,
  type ProjectExportQuery,
  type ProjectListItem,
  type ProjectMember,
  type ProjectOptions,
  type ProjectPermissions,
  type ProjectQueryBodySchema,
  type ProjectRagInputSchema,
  type ProjectRole,
  type ProjectStatus,
  type ProjectSummary,
  type ProjectTimesheetSettings,
  type VersionedTimesheetSettings,
  type ProjectUpdateInputSchema,
  type RagHistoryEntry,
  type RagStatus,
  type UserRef,
} from '@keel/types';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, ValidationError, type FieldErrors } from '../../lib/errors';
import { versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { csvLine } from '../../lib/csv';
import { normalizeSearchText } from '../../lib/search-text';
import {
  getProjectPermissions,
  hasFlag,
  projectPermissionsFor,
  type AuthUser,
} from '../auth/policy';
import { writeValues } from '../custom-fields/custom-fields.repository';
import { insertNotifications } from '../notifications/notifications.service';
import {
  listCustomFields,
  validateValues,
  valuesByProject,
} from '../custom-fields/custom-fields.service';
import {
  codeTaken,
  findActiveUser,
  findProjectRow,
  findQuoteRef,
  insertProject,
  insertProjectMembers,
  listActiveUsers,
  listClients,
  listMembers,
  countPortfolio,
  portfolioCriteria,
  portfolioIds,
  listProjectsForFigures,
  listRagChanges,
  nextProjectCode,
  listProjectSlice,
  queryProjectRows,
  removeMember,
  setMemberRole,
  softDeleteProject,
  touchProject,
  updateProjectFields,
  writeFigures,
  writeRag,
  writeTimesheetSettings,
  type ArchivedScope,
  type ProjectCriteria,
  type ProjectSort,
  type ProjectFields,
  type ProjectListRow,
  type ProjectRow,
  type RagChangeRow,
} from './projects.repository';

type CreateInput = z.output<typeof ProjectCreateInputSchema>;
type UpdateInput = z.output<typeof ProjectUpdateInputSchema>;
type QueryBody = z.output<typeof ProjectQueryBodySchema>;
type RagInput = z.output<typeof ProjectRagInputSchema>;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

function parseTags(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function userRef(
  id: number | null,
  name: string | null,
  initials: string | null,
  color: string | null,
): UserRef | null {
  return id === null
    ? null
    : { id, name: name ?? '', initials: initials ?? '', color: color ?? '' };
}

/** Permissions from a row's joined membership: the same rule as every project route. */
function permissionsOf(user: AuthUser, row: { my_role: ProjectRole | null }): ProjectPermissions {
  return projectPermissionsFor(user, row.my_role);
}

/** A browser row, shaped by the reader's permissions: no money without readFinancials. */
function toListItem(row: ProjectListRow, user: AuthUser): ProjectListItem {
  const mayReadMoney = permissionsOf(user, row).readFinancials;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    alternateName: row.alternate_name,
    client: row.client,
    manager: userRef(row.manager_id, row.manager_name, row.manager_initials, row.manager_color),
    status: row.status,
    billingType: row.billing_type,
    startDate: row.start_date,
    endDate: row.end_date,
    rag: {
      overall: row.rag_overall,
      schedule: row.rag_schedule,
      budget: row.rag_budget,
      scope: row.rag_scope,
    },
    archived: Boolean(row.archived),
    tags: parseTags(row.tags),
    budget:
      mayReadMoney && row.budget_amount !== null
        ? { amount: Number(row.budget_amount), currency: row.currency }
        : null,
    updatedAt: iso(row.updated_at),
  };
}

function toProject(
  row: ProjectRow,
  user: AuthUser,
  fields: CustomField[],
  values: Project['customFieldValues'],
): Project {
  const permissions = permissionsOf(user, row);
  const mayReadMoney = permissions.readFinancials;
  const myRole: ProjectRole | null = row.my_role && user.external ? 'stakeholder' : row.my_role;
  void fields;
  return {
    ...toListItem(row, user),
    currency: row.currency,
    budgetMinutes: mayReadMoney ? row.budget_minutes : null,
    description: row.description,
    sourceQuote:
      mayReadMoney && row.source_quote_id !== null && row.source_quote_number !== null
        ? {
            id: row.source_quote_id,
            number: row.source_quote_number,
            revision: row.source_quote_revision,
          }
        : null,
    ragDetails: {
      overall: { status: row.rag_overall, comment: row.rag_overall_comment },
      schedule: { status: row.rag_schedule, comment: row.rag_schedule_comment },
      budget: { status: row.rag_budget, comment: row.rag_budget_comment },
      scope: { status: row.rag_scope, comment: row.rag_scope_comment },
      updatedAt: isoOrNull(row.rag_updated_at),
      updatedBy: userRef(
        row.rag_updated_by,
        row.rag_updated_by_name,
        row.rag_updated_by_initials,
        row.rag_updated_by_color,
      ),
    },
    timesheetSettings: timesheetSettingsOf(row),
    customFieldValues: values,
    figures: mayReadMoney
      ? {
          actualMinutes: row.actual_minutes,
          cost: { amount: Number(row.cost_amount), currency: row.currency },
          revenue: { amount: Number(row.revenue_amount), currency: row.currency },
          progressPercent: row.progress_percent,
          recalculatedAt: isoOrNull(row.recalculated_at),
        }
      : null,
    myRole,
    createdAt: iso(row.created_at),
    version: row.version,
  };
}

function timesheetSettingsOf(row: ProjectRow): ProjectTimesheetSettings {
  return {
    loggingAllowed: Boolean(row.ts_logging_allowed),
    logTarget: row.ts_log_target,
    notesRequired: Boolean(row.ts_notes_required),
    billableByDefault: Boolean(row.ts_billable_by_default),
  };
}

/** The project as the user may see it (route permissions were checked before). */
export async function getProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<Project> {
  const row = await findProjectRow(deps.knex, projectId, user.id);
  // The route's project permission already answered 403 for a missing project; a race lands here.
  if (!row) throw new ForbiddenError();
  const fields = await listCustomFields(deps);
  const values = (await valuesByProject(deps, [projectId], fields)).get(projectId) ?? [];
  return toProject(row, user, fields, values);
}

async function checkManager(deps: AppDeps, managerId: number | null, errors: FieldErrors) {
  if (managerId === null) return;
  const manager = await findActiveUser(deps.knex, managerId);
  if (!manager || manager.external)
    errors.managerId = ['Choose an active internal user as the manager'];
}

function throwIfAny(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(errors, `${first[0]}: ${first[1][0]}`);
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

export async function createProject(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput,
): Promise<Project> {
  const errors: FieldErrors = {};
  const managerId = input.managerId ?? (user.external ? null : user.id);
  await checkManager(deps, managerId, errors);
  const code = input.code ?? (await nextProjectCode(deps.knex));
  if (await codeTaken(deps.knex, code)) errors.code = ['A project with this code already exists'];
  const quote = input.sourceQuoteId ? await findQuoteRef(deps.knex, input.sourceQuoteId) : null;
  if (input.sourceQuoteId && !quote) errors.sourceQuoteId = ['Unknown quote'];
  const fields = await listCustomFields(deps);
  const values = input.customFieldValues ? validateValues(fields, input.customFieldValues) : [];
  throwIfAny(errors);

  const now = deps.clock();
  const projectId = await deps.knex.transaction(async (trx) => {
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
    await recalculateIds(tx, [id]);
    return id;
  });
  return getProject(deps, user, projectId);
}

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
  };
}

/** The stored fields with what the update sends laid over them (left out = unchanged). */
function mergedFields(current: ProjectRow, input: UpdateInput): ProjectFields {
  const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);
  const text = (value: string | null | undefined, stored: string | null) =>
    value === undefined ? stored : value || null;
  return {
    code: keep(input.code, current.code),
    name: keep(input.name, current.name),
    alternateName: text(input.alternateName, current.alternate_name),
    client: text(input.client, current.client),
    managerId: keep(input.managerId, current.manager_id),
    status: keep(input.status, current.status),
    billingType: keep(input.billingType, current.billing_type),
    startDate: keep(input.startDate, current.start_date),
    endDate: keep(input.endDate, current.end_date),
    currency: keep(input.currency, current.currency),
    budgetAmount: keep(
      input.budgetAmount,
      current.budget_amount === null ? null : Number(current.budget_amount),
    ),
    budgetMinutes: keep(input.budgetMinutes, current.budget_minutes),
    description: keep(input.description, current.description),
    tags: input.tags ? [...new Set(input.tags)] : parseTags(current.tags),
    archived: keep(input.archived, Boolean(current.archived)),
  };
}

/** Projects as version-checked saves see them: deleted projects are gone. */
const PROJECTS: VersionedTable = {
  table: 'projects',
  notFound: 'Project not found',
  live: (query) => query.whereNull('deleted_at'),
};

/**
 * `PUT /api/projects/{projectId}`: a version-checked save (409 with the
 * stored project when someone saved in between). The fields left out are
 * merged from the row read after the claim, so they are the ones the version
 * stands for. Budget fields are kept as they are when the editor may not read
 * financials (they were never shown the values).
 */
export async function updateProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: UpdateInput,
): Promise<Project> {
  const now = deps.clock();
  const change = async (trx: Knex) => {
    const tx = { ...deps, knex: trx };
    const current = await findProjectRow(trx, projectId, user.id);
    if (!current) throw new ForbiddenError();
    const next = mergedFields(current, input);
    const errors: FieldErrors = {};
    if (next.managerId !== current.manager_id) await checkManager(tx, next.managerId, errors);
    if (next.code !== current.code && (await codeTaken(trx, next.code, projectId)))
      errors.code = ['A project with this code already exists'];
    if (next.startDate && next.endDate && next.endDate < next.startDate)
      errors.endDate = ['The end date must not be before the start date'];
    const fields = await listCustomFields(tx);
    const values = input.customFieldValues ? validateValues(fields, input.customFieldValues) : [];
    throwIfAny(errors);

    if (!permissionsOf(user, current).readFinancials) {
      next.budgetAmount = current.budget_amount === null ? null : Number(current.budget_amount);
      next.budgetMinutes = current.budget_minutes;
    }
    await updateProjectFields(trx, projectId, next, now);
    if (next.managerId !== null && next.managerId !== current.manager_id)
      await ensureManagerMembership(tx, projectId, next.managerId, now);
    await writeValues(trx, projectId, values);
    await recalculateIds(tx, [projectId]);
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
  await versionedSave(
    deps.knex,
    PROJECTS,
    { id: projectId, version },
    (trx) => softDeleteProject(trx, projectId, now),
    { now, current: (trx) => getProject({ ...deps, knex: trx }, user, projectId) },
  );
  return { ok: true };
}

export async function projectPermissions(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<ProjectPermissions> {
  return getProjectPermissions(deps.knex, user, projectId);
}

const titled = <T extends string>(values: readonly T[], titles: Record<T, string>) =>
  values.map((value) => ({ value, title: titles[value] }));

export async function projectOptions(deps: AppDeps): Promise<ProjectOptions> {
  const [users, clients, customFields, nextCode] = await Promise.all([
    listActiveUsers(deps.knex),
    listClients(deps.knex),
    listCustomFields(deps),
    nextProjectCode(deps.knex),
  ]);
  return {
    statuses: titled(PROJECT_STATUSES, PROJECT_STATUS_TITLES),
    billingTypes: titled(BILLING_TYPES, BILLING_TYPE_TITLES),
    currencies: [...CURRENCIES],
    defaultCurrency: DEFAULT_CURRENCY,
    managers: users
      .filter((u) => !u.external)
      .map(({ id, name, initials, color }) => ({ id, name, initials, color })),
    clients,
    customFields,
    roles: titled(PROJECT_ROLES, PROJECT_ROLE_TITLES),
    nextCode,
  };
}

export async function projectEditOptions(deps: AppDeps, projectId: number) {
  const [options, users, members] = await Promise.all([
    projectOptions(deps),
    listActiveUsers(deps.knex),
    listMembers(deps.knex, projectId),
  ]);
  const memberIds = new Set(members.map((m) => m.user_id));
  return {
    ...options,
    memberCandidates: users
      .filter((u) => !memberIds.has(u.id))
      .map(({ id, name, initials, color, external }) => ({
        id,
        name,
        initials,
        color,
        external: Boolean(external),
      })),
  };
}

// ---- browser ---------------------------------------------------------------

const ARCHIVED_CHOICES: Array<{ title: string; value: number; scope: ArchivedScope }> = [
  { title: 'Hide archived', value: 0, scope: 'hide' },
  { title: 'Only archived', value: 1, scope: 'only' },
  { title: 'Archived and not archived', value: 2, scope: 'all' },
];

/** `GET /api/projects/query/options`: the filters of the browser (SPEC §3 shape). */
export async function queryOptions(deps: AppDeps): Promise<FilterDefinition[]> {
  const managers = (await listActiveUsers(deps.knex)).filter((u) => !u.external);
  const archivedItems = ARCHIVED_CHOICES.map(({ title, value }) => ({ title, value }));
  return [
    {
      name: 'status',
      subject: 'Status',
      multiple: true,
      items: PROJECT_STATUSES.map((s, value) => ({ title: PROJECT_STATUS_TITLES[s], value })),
      defaultItem: null,
    },
    {
      name: 'billingType',
      subject: 'Billing type',
      multiple: true,
      items: BILLING_TYPES.map((b, value) => ({ title: BILLING_TYPE_TITLES[b], value })),
      defaultItem: null,
    },
    {
      name: 'manager',
      subject: 'Manager',
      multiple: true,
      items: managers.map((m) => ({ title: m.name, value: m.id })),
      defaultItem: null,
    },
    {
      name: 'rag',
      subject: 'RAG',
      multiple: true,
      items: RAG_STATUSES.map((r, value) => ({ title: r[0]?.toUpperCase() + r.slice(1), value })),
      defaultItem: null,
    },
    {
      name: 'mine',
      subject: 'Projects',
      multiple: false,
      items: [
        { title: 'All projects', value: 0 },
        { title: 'My projects', value: 1 },
      ],
      defaultItem: { title: 'All projects', value: 0 },
    },
    {
      name: 'archived',
      subject: 'Archived',
      multiple: false,
      items: archivedItems,
      defaultItem: archivedItems[0] ?? null,
    },
  ];
}

/**
 * Filter values (SPEC §3) -> criteria; a bad one is a 400 naming `filters.N.<part>`
 * (or what `errorKey` names it, e.g. the export's URL parameter).
 */
function criteriaOf(
  user: AuthUser,
  search: string | undefined,
  filters: readonly FilterValue[],
  errorKey = (index: number, part: string) => `filters.${index}.${part}`,
): ProjectCriteria {
  const criteria: ProjectCriteria = { archived: 'hide' };
  const term = search ? normalizeSearchText(search) : '';
  if (term) criteria.search = term;
  const errors: FieldErrors = {};
  filters.forEach((filter, index) => {
    const ints =
      filter.intArrayValue ??
      (filter.intValue !== null && filter.intValue !== undefined ? [filter.intValue] : []);
    const part = filter.intArrayValue ? 'intArrayValue' : 'intValue';
    const fail = (message: string) => {
      (errors[errorKey(index, part)] ??= []).push(message);
    };
    const pick = <T>(list: readonly T[]): T[] => {
      const out: T[] = [];
      for (const i of ints) {
        const value = list[i];
        if (value === undefined) fail(`Unknown value ${i}`);
        else out.push(value);
      }
      return out;
    };
    switch (filter.filterName) {
      case 'status':
        criteria.statuses = pick<ProjectStatus>(PROJECT_STATUSES);
        break;
      case 'billingType':
        criteria.billingTypes = pick<BillingType>(BILLING_TYPES);
        break;
      case 'rag':
        criteria.rags = pick<RagStatus>(RAG_STATUSES);
        break;
      case 'manager':
        criteria.managerIds = ints;
        break;
      case 'mine':
        if (ints[0] === 1) criteria.memberUserId = user.id;
        else if (ints.length > 0 && ints[0] !== 0) fail('Use 0 (all) or 1 (mine)');
        break;
      case 'archived': {
        const choice = ARCHIVED_CHOICES.find((c) => c.value === ints[0]);
        if (ints.length > 0 && !choice) fail('Use 0 (hide), 1 (only archived) or 2 (all)');
        if (choice) criteria.archived = choice.scope;
        break;
      }
      default:
        (errors[errorKey(index, 'filterName')] ??= []).push(
          `Unknown filter "${filter.filterName}"`,
        );
    }
  });
  throwIfAny(errors);
  return criteria;
}

export async function queryProjects(
  deps: AppDeps,
  user: AuthUser,
  search: string | undefined,
  body: QueryBody,
) {
  const { rows, total } = await queryProjectRows(
    deps.knex,
    user,
    criteriaOf(user, search, body.filters),
    body.sort,
    body,
  );
  return {
    items: rows.map((r) => toListItem(r, user)),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}

/** `POST /api/projects/global-query`: the browser page plus the chosen custom fields as columns. */
export async function globalQueryProjects(
  deps: AppDeps,
  user: AuthUser,
  query: { search?: string; customFieldIds?: string },
  body: QueryBody,
) {
  const ids = query.customFieldIds ? [...new Set(query.customFieldIds.split(',').map(Number))] : [];
  const fields = ids.length > 0 ? await listCustomFields(deps, ids) : [];
  const missing = ids.filter((id) => !fields.some((f) => f.id === id));
  if (missing.length > 0)
    throw ValidationError.field('customFieldIds', `Unknown custom field ${missing.join(', ')}`);
  const page = await queryProjects(deps, user, query.search, body);
  const values = await valuesByProject(
    deps,
    page.items.map((p) => p.id),
    fields,
  );
  return {
    ...page,
    customFields: fields,
    items: page.items.map((item) => {
      const columns: Record<string, string | number | null> = {};
      for (const field of fields) columns[String(field.id)] = null;
      for (const v of values.get(item.id) ?? []) columns[String(v.fieldId)] = v.value;
      return { ...item, customFields: columns };
    }),
  };
}

// ---- CSV export --------------------------------------------------------------

/** Rows read per statement while exporting; the export itself has no cap. */
const EXPORT_BATCH = 500;

export interface ProjectsExport {
  criteria: ProjectCriteria;
  sort: ProjectSort;
  fields: CustomField[];
}

/**
 * Checks `GET /api/projects/export`'s parameters (the browser's own URL: each
 * filter by name) before anything is sent: a bad one is a 400 naming it.
 */
export async function prepareProjectsExport(
  deps: AppDeps,
  user: AuthUser,
  query: ProjectExportQuery,
): Promise<ProjectsExport> {
  const { search, sort, dir, columns, page: _page, pageSize: _pageSize, ...filterParams } = query;
  const names = Object.keys(filterParams);
  const filters = names.map((filterName) => ({
    filterName,
    intArrayValue: filterParams[filterName] ?? [],
  }));
  const criteria = criteriaOf(user, search, filters, (index) => names[index] ?? 'filters');
  const ids = [...new Set(columns ?? [])];
  const fields = ids.length > 0 ? await listCustomFields(deps, ids) : [];
  const missing = ids.filter((id) => !fields.some((f) => f.id === id));
  if (missing.length > 0)
    throw ValidationError.field('columns', `Unknown custom field ${missing.join(', ')}`);
  return { criteria, sort: { field: sort, direction: dir }, fields };
}

/**
 * The export as CSV text, a batch of rows per chunk: the columns the browser
 * shows (money only where the reader may see it, as in the browser), then the
 * chosen custom fields.
 */
export async function* projectsCsvChunks(
  deps: AppDeps,
  user: AuthUser,
  { criteria, sort, fields }: ProjectsExport,
): AsyncGenerator<string> {
  yield csvLine([
    'Code',
    'Name',
    'Client',
    'Manager',
    'Status',
    'Billing type',
    'RAG overall',
    'RAG schedule',
    'RAG budget',
    'RAG scope',
    'Start',
    'End',
    'Budget',
    'Currency',
    'Archived',
    ...fields.map((f) => f.name),
  ]);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await listProjectSlice(deps.knex, user, criteria, sort, {
      limit: EXPORT_BATCH,
      offset,
    });
    const values = await valuesByProject(
      deps,
      rows.map((r) => r.id),
      fields,
    );
    yield rows
      .map((row) => {
        const item = toListItem(row, user);
        const custom = new Map((values.get(item.id) ?? []).map((v) => [v.fieldId, v.value]));
        return csvLine([
          item.code,
          item.name,
          item.client,
          item.manager?.name ?? null,
          PROJECT_STATUS_TITLES[item.status],
          BILLING_TYPE_TITLES[item.billingType],
          item.rag.overall,
          item.rag.schedule,
          item.rag.budget,
          item.rag.scope,
          item.startDate,
          item.endDate,
          item.budget ? item.budget.amount / 100 : null,
          item.budget?.currency ?? null,
          item.archived ? 'yes' : 'no',
          ...fields.map((f) => custom.get(f.id) ?? null),
        ]);
      })
      .join('');
    if (rows.length < EXPORT_BATCH) return;
  }
}

// ---- dashboard -------------------------------------------------------------

const RECENT_RAG_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function toRagEntry(row: RagChangeRow): RagHistoryEntry {
  return {
    id: row.id,
    projectId: row.project_id,
    overall: { status: row.overall, comment: row.overall_comment },
    schedule: { status: row.schedule, comment: row.schedule_comment },
    budget: { status: row.budget, comment: row.budget_comment },
    scope: { status: row.scope, comment: row.scope_comment },
    changedAt: iso(row.changed_at),
    changedBy: userRef(
      row.changed_by,
      row.changed_by_name,
      row.changed_by_initials,
      row.changed_by_color,
    ),
  };
}

/** How many rows each dashboard list shows; the totals say how many more the browser holds. */
const RAG_MATRIX_LIMIT = 50;
const DASHBOARD_LIST_LIMIT = 25;

/**
 * `GET /api/projects/summary`: the portfolio of not archived projects the user
 * may see (only those they are a member of unless `allProjects`). Charts come
 * from one grouped count; every list is one bounded page with its total, so
 * the dashboard costs the same for 12 projects or 10,000.
 */
export async function projectSummary(
  deps: AppDeps,
  user: AuthUser,
  allProjects: boolean,
): Promise<ProjectSummary> {
  const memberOnly = !allProjects;
  const portfolio = portfolioCriteria(user, memberOnly);
  const counts = await countPortfolio(deps.knex, user, memberOnly);
  const countWhere = (keep: (c: (typeof counts)[number]) => boolean) =>
    counts.filter(keep).reduce((sum, c) => sum + c.count, 0);
  const worstFirst = { field: 'rag', direction: 'asc' } as const;
  // The matrix and at-risk totals follow from the grouped count; only their
  // first rows are read. One after the other: the knex may be a transaction's.
  const matrixCriteria: ProjectCriteria = { ...portfolio, statuses: ['active'] };
  const atRiskCriteria: ProjectCriteria = {
    ...portfolio,
    statuses: ['active', 'onHold'],
    rags: ['red', 'amber'],
  };
  const inCriteria = (criteria: ProjectCriteria) => (c: (typeof counts)[number]) =>
    (criteria.statuses ?? []).includes(c.status) &&
    (!criteria.rags || criteria.rags.includes(c.rag));
  const matrix = await listProjectSlice(deps.knex, user, matrixCriteria, worstFirst, {
    limit: RAG_MATRIX_LIMIT,
    offset: 0,
  });
  const atRisk = await listProjectSlice(deps.knex, user, atRiskCriteria, worstFirst, {
    limit: DASHBOARD_LIST_LIMIT,
    offset: 0,
  });
  const mine = await queryProjectRows(
    deps.knex,
    user,
    { ...portfolio, memberUserId: user.id },
    { field: 'code', direction: 'asc' },
    { page: 1, pageSize: DASHBOARD_LIST_LIMIT },
  );
  const changes = await listRagChanges(deps.knex, {
    projects: portfolioIds(deps.knex, user, memberOnly),
    since: deps.clock() - RECENT_RAG_DAYS * DAY_MS,
    limit: 100,
  });
  return {
    total: countWhere(() => true),
    byStatus: PROJECT_STATUSES.map((status) => ({
      status,
      count: countWhere((c) => c.status === status),
    })),
    byRag: RAG_STATUSES.map((rag) => ({ rag, count: countWhere((c) => c.rag === rag) })),
    ragMatrix: matrix.map((row) => {
      const item = toListItem(row, user);
      return { id: item.id, code: item.code, name: item.name, ...item.rag };
    }),
    ragMatrixTotal: countWhere(inCriteria(matrixCriteria)),
    atRisk: atRisk.map((row) => toListItem(row, user)),
    atRiskTotal: countWhere(inCriteria(atRiskCriteria)),
    recentRagChanges: changes.map((c) => ({
      ...toRagEntry(c),
      projectCode: c.project_code,
      projectName: c.project_name,
    })),
    myProjects: mine.rows.map((row) => toListItem(row, user)),
    myProjectsTotal: mine.total,
  };
}

// ---- RAG, settings, figures ------------------------------------------------

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
    (trx) => writeRag(trx, projectId, input, user.id, now),
    { now, current: (trx) => getProject({ ...deps, knex: trx }, user, projectId) },
  );
  return getProject(deps, user, projectId);
}

export async function ragHistory(deps: AppDeps, projectId: number): Promise<RagHistoryEntry[]> {
  return (await listRagChanges(deps.knex, { projects: projectId })).map(toRagEntry);
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
    (trx) => writeTimesheetSettings(trx, projectId, input, now),
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

/**
 * Rebuilds the derived figures (DOMAIN.md § Recalculate). Progress is the
 * elapsed share of the schedule (100 once completed) until tasks exist; hours,
 * cost and revenue are the sums of time entries and financial milestones,
 * which are 0 until those areas are built and add their sums here.
 */
async function recalculateIds(deps: AppDeps, projectIds?: readonly number[]): Promise<number> {
  const rows = await listProjectsForFigures(deps.knex, projectIds);
  const now = deps.clock();
  const today = new Date(now).toISOString().slice(0, 10);
  for (const row of rows) {
    await writeFigures(
      deps.knex,
      row.id,
      {
        actualMinutes: 0,
        costAmount: 0,
        revenueAmount: 0,
        progressPercent: progressOf(row.status, row.start_date, row.end_date, today),
      },
      now,
    );
  }
  return rows.length;
}

export function progressOf(
  status: ProjectStatus,
  start: string | null,
  end: string | null,
  today: string,
): number {
  if (status === 'completed') return 100;
  if (status === 'draft' || !start || !end) return 0;
  const from = Date.parse(start);
  const to = Date.parse(end);
  const at = Date.parse(today);
  if (to <= from) return at >= to ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, (at - from) / (to - from))) * 100);
}

/** Projects recalculated per transaction by `recalculateAll`. */
const RECALCULATE_CHUNK = 500;

/**
 * Every project, a chunk per transaction: on SQLite one transaction holds the
 * only connection, so chunks let other requests in between (10,000 projects
 * took one 300 ms hold); each project's figures are rebuilt whole either way.
 */
export async function recalculateAll(deps: AppDeps): Promise<{ recalculated: number }> {
  const ids = (await listProjectsForFigures(deps.knex)).map((row) => row.id);
  let recalculated = 0;
  for (let start = 0; start < ids.length; start += RECALCULATE_CHUNK) {
    const chunk = ids.slice(start, start + RECALCULATE_CHUNK);
    recalculated += await deps.knex.transaction((trx) =>
      recalculateIds({ ...deps, knex: trx }, chunk),
    );
    // Let requests that queued meanwhile run before the next chunk.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { recalculated };
}

export async function recalculateProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<Project> {
  await recalculateIds(deps, [projectId]);
  return getProject(deps, user, projectId);
}

// ---- members ---------------------------------------------------------------

export async function projectMembers(
  deps: AppDeps,
  projectId: number,
  viewer: AuthUser,
): Promise<ProjectMember[]> {
  return (await listMembers(deps.knex, projectId)).map((m) => ({
    id: m.user_id,
    name: m.name,
    initials: m.initials,
    color: m.color,
    email: viewer.external ? null : m.email,
    external: Boolean(m.external),
    role: m.role,
    addedAt: iso(m.created_at),
  }));
}

export async function addMember(
  deps: AppDeps,
  viewer: AuthUser,
  projectId: number,
  input: { userId: number; role: ProjectRole },
): Promise<ProjectMember[]> {
  const target = await findActiveUser(deps.knex, input.userId);
  if (!target) throw ValidationError.field('userId', 'Choose an active user');
  if (target.external && input.role !== 'stakeholder')
    throw ValidationError.field('role', 'External users can only be Stakeholders');
  const members = await listMembers(deps.knex, projectId);
  if (members.some((m) => m.user_id === input.userId))
    throw ValidationError.field('userId', 'This user is already a member');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await insertProjectMembers(trx, [{ projectId, userId: input.userId, role: input.role }], now);
    await touchProject(trx, projectId, now);
    const project = await findProjectRow(trx, projectId, viewer.id);
    // Tell the new member where to find the project (the bell in the rail).
    if (project && input.userId !== viewer.id)
      await insertNotifications(
        trx,
        [
          {
            userId: input.userId,
            kind: 'projectMember',
            text: `${viewer.name} added you to ${project.code} ${project.name} as ${PROJECT_ROLE_TITLES[input.role]}`,
            link: `/projects/${projectId}`,
          },
        ],
        now,
      );
  });
  return projectMembers(deps, projectId, viewer);
}

/** The project manager and the last Manager cannot lose the Manager role. */
async function checkKeepsManager(
  deps: AppDeps,
  projectId: number,
  userId: number,
  field: string,
): Promise<void> {
  // One after the other: `deps.knex` may be a transaction (one statement at a time).
  const members = await listMembers(deps.knex, projectId);
  const project = await findProjectRow(deps.knex, projectId, userId);
  const member = members.find((m) => m.user_id === userId);
  if (!member) throw ValidationError.field('userId', 'This user is not a member');
  if (member.role !== 'manager') return;
  if (project?.manager_id === userId)
    throw ValidationError.field(field, 'Choose another project manager first');
  if (members.filter((m) => m.role === 'manager').length <= 1)
    throw ValidationError.field(field, 'A project needs at least one Manager');
}

export async function changeMemberRole(
  deps: AppDeps,
  viewer: AuthUser,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<ProjectMember[]> {
  const target = await findActiveUser(deps.knex, userId);
  if (target?.external && role !== 'stakeholder')
    throw ValidationError.field('role', 'External users can only be Stakeholders');
  if (role !== 'manager') await checkKeepsManager(deps, projectId, userId, 'role');
  else if (!(await listMembers(deps.knex, projectId)).some((m) => m.user_id === userId))
    throw ValidationError.field('userId', 'This user is not a member');
  await setMemberRole(deps.knex, projectId, userId, role);
  await touchProject(deps.knex, projectId, deps.clock());
  return projectMembers(deps, projectId, viewer);
}

export async function deleteMember(
  deps: AppDeps,
  viewer: AuthUser,
  projectId: number,
  userId: number,
): Promise<ProjectMember[]> {
  await checkKeepsManager(deps, projectId, userId, 'userId');
  await removeMember(deps.knex, projectId, userId);
  await touchProject(deps.knex, projectId, deps.clock());
  return projectMembers(deps, projectId, viewer);
}
