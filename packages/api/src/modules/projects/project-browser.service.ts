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
  type BillingType,
  type CustomField,
  type FilterDefinition,
  type FilterValue,
  type ProjectExportQuery,
  type ProjectListItem,
  type ProjectOptions,
  type ProjectQueryBodySchema,
  type ProjectStatus,
  type RagStatus,
  type UserRef,
} from '@keel/types';
import type { z } from 'zod';
import { csvLine } from '../../lib/csv';
import type { AppDeps } from '../../lib/deps';
import { throwIfAny, ValidationError, type FieldErrors } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { projectPermissionsFor, seesFirmWideProjectOptions, type AuthUser } from '../auth';
import { listCustomFields, listVisibleCustomFields, valuesByProject } from '../custom-fields';
import {
  listClients,
  listProjectSlice,
  listVisibleClients,
  listVisibleManagers,
  queryProjectRows,
  type ArchivedScope,
  type ProjectCriteria,
  type ProjectSort,
} from './project-browser.repository';
import { listActiveUsers } from './project-members.repository';
import { nextProjectCode, type ProjectListRecord } from './projects.repository';

/**
 * The project browser: its form and filter choices, pages of the visible
 * projects (with custom fields as columns) and the CSV export.
 */

type QueryBody = z.output<typeof ProjectQueryBodySchema>;

/** A browser row, shaped by the reader's permissions: no money without readFinancials. */
export function toListItem(record: ProjectListRecord, user: AuthUser): ProjectListItem {
  const { myRole, budget, ...item } = record;
  const mayReadMoney = projectPermissionsFor(user, myRole).readFinancials;
  return { ...item, budget: mayReadMoney ? budget : null };
}

const titled = <T extends string>(values: readonly T[], titles: Record<T, string>) =>
  values.map((value) => ({ value, title: titles[value] }));

/** The choices of the project form that do not depend on who asks. */
function fixedOptions() {
  return {
    statuses: titled(PROJECT_STATUSES, PROJECT_STATUS_TITLES),
    billingTypes: titled(BILLING_TYPES, BILLING_TYPE_TITLES),
    currencies: [...CURRENCIES],
    defaultCurrency: DEFAULT_CURRENCY,
    roles: titled(PROJECT_ROLES, PROJECT_ROLE_TITLES),
  };
}

/** Every choice of the project form, firm-wide (creators and project editors). */
export async function formOptions(deps: AppDeps): Promise<ProjectOptions> {
  const [users, clients, customFields, nextCode] = await Promise.all([
    listActiveUsers(deps.knex),
    listClients(deps.knex),
    listCustomFields(deps),
    nextProjectCode(deps.knex),
  ]);
  return {
    ...fixedOptions(),
    managers: users
      .filter((u) => !u.external)
      .map(({ id, name, initials, color }) => ({ id, name, initials, color })),
    clients,
    customFields,
    nextCode,
  };
}

/**
 * `GET /api/projects/options`: the form's choices, scoped to the caller.
 * Those who may create projects get every choice and the next free code; any
 * other reader only the managers, clients and custom fields of the projects
 * they may see, and no code (SPEC: stakeholders see less).
 */
export async function projectOptions(deps: AppDeps, user: AuthUser): Promise<ProjectOptions> {
  if (seesFirmWideProjectOptions(user)) return formOptions(deps);
  const [managers, clients, customFields] = await Promise.all([
    listVisibleManagers(deps.knex, user),
    listVisibleClients(deps.knex, user),
    listVisibleCustomFields(deps, user),
  ]);
  return { ...fixedOptions(), managers, clients, customFields, nextCode: null };
}

/** The managers a browser filter offers: firm-wide for creators, else those of visible projects. */
async function managerChoices(deps: AppDeps, user: AuthUser): Promise<UserRef[]> {
  if (!seesFirmWideProjectOptions(user)) return listVisibleManagers(deps.knex, user);
  return (await listActiveUsers(deps.knex)).filter((u) => !u.external);
}

const ARCHIVED_CHOICES: Array<{ title: string; value: number; scope: ArchivedScope }> = [
  { title: 'Hide archived', value: 0, scope: 'hide' },
  { title: 'Only archived', value: 1, scope: 'only' },
  { title: 'Archived and not archived', value: 2, scope: 'all' },
];

/** `GET /api/projects/query/options`: the filters of the browser (SPEC §3 shape). */
export async function queryOptions(deps: AppDeps, user: AuthUser): Promise<FilterDefinition[]> {
  const managers = await managerChoices(deps, user);
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
