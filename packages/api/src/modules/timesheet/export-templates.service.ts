import {
  TIMESHEET_EXPORT_COLUMN_LABELS,
  TIMESHEET_EXPORT_MIME,
  TIMESHEET_EXPORT_MONEY_COLUMNS,
  type TimesheetExportColumn,
  type TimesheetExportRunQuery,
  type TimesheetExportTemplate,
  type TimesheetExportTemplateCreateInputSchema,
  type TimesheetExportTemplateUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { orNotFound, ValidationError, type FieldErrors } from '../../lib/errors';
import { assertNameFree } from '../../lib/unique-name';
import { createAudited, deleteAudited, updateAudited, type AuditedKind } from '../audit';
import { hasAnyFlag, hasFlag, type AuthUser } from '../auth';
import { pickHourlyCost } from '../salaries';
import * as repo from './export-templates.repository';
import { LEAD_READ_FLAGS } from './timesheet-access';

/**
 * Timesheet export templates (this module's README, "Export templates"):
 * audited, versioned CRUD, and the run: the caller's readable entries of a
 * range, filtered as the template says, as rows of cells in the template's
 * column order, a batch at a time.
 */

// ---------------------------------------------------------------------------
// Templates

async function loadTemplate(_deps: AppDeps, id: number, db: Db): Promise<TimesheetExportTemplate> {
  return orNotFound(await repo.findExportTemplate(db, id), 'Export template not found');
}

const EXPORT_TEMPLATE: AuditedKind<TimesheetExportTemplate> = {
  entityType: 'timesheetExportTemplate',
  table: repo.EXPORT_TEMPLATE_ROWS,
  load: loadTemplate,
  snapshot: (t) => ({ name: t.name, format: t.format, columns: t.columns, filters: t.filters }),
  label: (t) => t.name,
};

type TemplateInput = z.output<typeof TimesheetExportTemplateCreateInputSchema>;

export async function listExportTemplates(
  deps: AppDeps,
): Promise<{ items: TimesheetExportTemplate[] }> {
  return { items: await repo.listExportTemplates(deps.knex) };
}

/** Filters that name existing users, teams and projects (else 400 naming the field) and a unique name, ignoring case (else 409 on `name`). */
async function assertValid(db: Db, input: TemplateInput, exceptId?: number): Promise<void> {
  const errors: FieldErrors = {};
  const lists = [
    ['userIds', 'user'],
    ['teamIds', 'team'],
    ['projectIds', 'project'],
  ] as const;
  for (const [field, noun] of lists) {
    const missing = await repo.missingIds(db, field, input.filters[field]);
    if (missing.length > 0)
      errors[`filters.${field}`] = [`No ${noun} has id ${missing.join(', ')}`];
  }
  const [first] = Object.entries(errors);
  if (first) throw new ValidationError(errors, `${first[0]}: ${first[1][0] ?? 'is not valid'}`);
  await assertNameFree(db, repo.EXPORT_TEMPLATES, input.name, exceptId);
}

export async function createExportTemplate(
  deps: AppDeps,
  actor: AuthUser,
  input: TemplateInput,
): Promise<TimesheetExportTemplate> {
  await assertValid(deps.knex, input);
  const id = await createAudited(deps, actor, EXPORT_TEMPLATE, (trx, now) =>
    repo.insertExportTemplate(trx, input, actor.id, now),
  );
  return loadTemplate(deps, id, deps.knex);
}

export async function updateExportTemplate(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof TimesheetExportTemplateUpdateInputSchema>,
): Promise<TimesheetExportTemplate> {
  await loadTemplate(deps, id, deps.knex);
  await assertValid(deps.knex, input, id);
  await updateAudited(deps, actor, EXPORT_TEMPLATE, { id, version: input.version }, (trx, _, now) =>
    repo.updateExportTemplateRow(trx, id, input, now),
  );
  return loadTemplate(deps, id, deps.knex);
}

export async function deleteExportTemplate(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return deleteAudited(deps, actor, EXPORT_TEMPLATE, { id, version });
}

// ---------------------------------------------------------------------------
// Runs

/**
 * Money columns (the employee's hourly cost and the entry's cost) go to those
 * who may read employee costs (DOMAIN.md § Salaries: readEmployees /
 * manageEmployees, the flags of `GET /api/users/{userId}/hourly-cost`); never
 * to an external user.
 */
export function mayReadExportMoney(actor: AuthUser): boolean {
  return !actor.external && hasAnyFlag(actor, ['readEmployees', 'manageEmployees']);
}

/** Whose entries a run reads, as the timesheet reads them (README, "Who may see ... whose time"). */
export function exportScopeOf(actor: AuthUser): repo.ExportScope {
  if (hasFlag(actor, 'readAllTimesheets')) return { kind: 'everyone' };
  return {
    kind: 'own',
    userId: actor.id,
    withLedTeams: hasAnyFlag(actor, LEAD_READ_FLAGS),
  };
}

export interface PreparedExport {
  template: TimesheetExportTemplate;
  /** The template's columns less those the caller may not receive, in its order. */
  columns: TimesheetExportColumn[];
  header: string[];
  fileName: string;
  contentType: string;
  spec: repo.ExportRunSpec;
}

function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'timesheet-export'
  );
}

/** Loads the template (404), decides the columns and the scope: everything a run needs before its first byte. */
export async function prepareExportRun(
  deps: AppDeps,
  actor: AuthUser,
  templateId: number,
  query: TimesheetExportRunQuery,
): Promise<PreparedExport> {
  const template = await loadTemplate(deps, templateId, deps.knex);
  const withMoney = mayReadExportMoney(actor);
  const columns = template.columns.filter(
    (column) => withMoney || !TIMESHEET_EXPORT_MONEY_COLUMNS.includes(column),
  );
  return {
    template,
    columns,
    header: columns.map((column) => TIMESHEET_EXPORT_COLUMN_LABELS[column]),
    fileName: `${fileSlug(template.name)}-${query.from}-to-${query.to}.${template.format}`,
    contentType: TIMESHEET_EXPORT_MIME[template.format],
    spec: {
      from: query.from,
      to: query.to,
      filters: template.filters,
      scope: exportScopeOf(actor),
    },
  };
}

export type ExportCell = string | number | null;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const minorUnits = new Map<string, number>();

/** Minor units per major unit of a currency (100 for EUR, 1 for JPY); asked of `Intl` once per currency. */
function minorPerMajor(currency: string): number {
  let units = minorUnits.get(currency);
  if (units === undefined) {
    try {
      units =
        10 **
        (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2);
    } catch {
      units = 100;
    }
    minorUnits.set(currency, units);
  }
  return units;
}

/**
 * The rows of a run, a batch at a time, each row the cells of `columns` in
 * order. Money is written in major units (a spreadsheet sums it), computed
 * from integer minor units: cost = round(hourly cost x minutes / 60) minor
 * units. Team names and cost histories are read once per user and kept for
 * the run (bounded by the number of users, not of entries).
 */
export async function* exportRowBatches(
  deps: AppDeps,
  prepared: PreparedExport,
): AsyncGenerator<ExportCell[][]> {
  const { columns } = prepared;
  const wantsTeams = columns.includes('teams');
  const wantsMoney = columns.some((c) => TIMESHEET_EXPORT_MONEY_COLUMNS.includes(c));
  const teams = new Map<number, string>();
  const costs = new Map<number, repo.CostHistory | null>();
  for await (const batch of repo.streamExportEntries(deps.knex, prepared.spec)) {
    const newUsers = [...new Set(batch.map((row) => row.userId))].filter(
      (id) => (wantsTeams && !teams.has(id)) || (wantsMoney && !costs.has(id)),
    );
    if (wantsTeams && newUsers.length > 0)
      for (const [userId, names] of await repo.teamNamesOf(deps.knex, newUsers))
        teams.set(userId, names.join('; '));
    if (wantsMoney && newUsers.length > 0) {
      const histories = await repo.costHistoriesOf(deps.knex, newUsers);
      for (const userId of newUsers) costs.set(userId, histories.get(userId) ?? null);
    }
    yield batch.map((row) => {
      const history = wantsMoney ? costs.get(row.userId) : null;
      const rate = history
        ? pickHourlyCost(history.employment, history.overrides, history.groupRates, row.date)
        : null;
      const unit = rate ? minorPerMajor(rate.hourlyCost.currency) : 100;
      return columns.map((column): ExportCell => {
        switch (column) {
          case 'date':
            return row.date;
          case 'weekday':
            return WEEKDAYS[new Date(`${row.date}T00:00:00Z`).getUTCDay()] ?? '';
          case 'user':
            return row.userName;
          case 'email':
            return row.userEmail;
          case 'teams':
            return teams.get(row.userId) ?? '';
          case 'projectCode':
            return row.projectCode;
          case 'project':
            return row.projectName;
          case 'task':
            return row.taskName;
          case 'timesheetTask':
            return row.timesheetTaskName;
          case 'hours':
            return Math.round((row.minutes / 60) * 100) / 100;
          case 'minutes':
            return row.minutes;
          case 'note':
            return row.note;
          case 'billable':
            return row.billable ? 'Yes' : 'No';
          case 'hourlyCost':
            return rate ? rate.hourlyCost.amount / unit : null;
          case 'cost':
            return rate ? Math.round((rate.hourlyCost.amount * row.minutes) / 60) / unit : null;
          case 'currency':
            return rate ? rate.hourlyCost.currency : null;
        }
      });
    });
  }
}
