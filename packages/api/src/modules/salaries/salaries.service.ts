import type {
  Employee,
  EmployeeCandidateQuerySchema,
  EmployeeCreateInputSchema,
  EmployeeListQuerySchema,
  EmployeeUpdateInputSchema,
  HourlyCost,
  Page,
  SalaryGroup,
  SalaryGroupCreateInputSchema,
  SalaryGroupListQuerySchema,
  SalaryGroupUpdateInputSchema,
} from '@keel/types';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, orNotFound, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import type { AuthUser } from '../auth';
import { utcDate } from '../../lib/dates';
import { UNIQUE_RULES, uniqueConflict } from '../../lib/unique-name';
import { deleteRow } from '../../lib/versioned-save';
import { createAudited, deleteAudited, updateAudited, type AuditedKind } from '../audit';
import { findUserById } from '../users';
import { hourlyCostOn, pickHourlyCost } from './hourly-cost';
import * as repo from './salaries.repository';

/**
 * Salary groups and employee records (DOMAIN.md § Salaries). Every figure
 * here is a cost: the routes only let holders of the salary flags in.
 */

function currentOf(rates: SalaryGroup['rates'], today: string) {
  return [...rates].reverse().find((r) => r.effectiveFrom <= today)?.hourlyRate ?? null;
}

/** How rows are read as the API shows them, with what is in force `today`. */
type Shown<Row, T> = (knex: Db, rows: Row[], today: string) => Promise<T[]>;

/** A page of found rows as the API shows them today. */
async function pageShown<Row, T>(
  deps: AppDeps,
  found: { rows: Row[]; total: number },
  query: { page: number; pageSize: number },
  show: Shown<Row, T>,
): Promise<Page<T>> {
  const items = await show(deps.knex, found.rows, utcDate(deps.clock()));
  return pageOf({ items, total: found.total }, query);
}

/** One found row as the API shows it today; a 404 with `notFound` when there is none. */
async function oneShown<Row, T>(
  deps: AppDeps,
  knex: Db,
  found: Row | null | undefined,
  notFound: string,
  show: Shown<Row, T>,
): Promise<T> {
  const [item] = await show(knex, [orNotFound(found, notFound)], utcDate(deps.clock()));
  return item as T;
}

async function toGroups(
  knex: Db,
  rows: repo.SalaryGroupRow[],
  today: string,
): Promise<SalaryGroup[]> {
  const rates = await repo.groupRates(
    knex,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const history = rates.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      rates: history,
      currentRate: currentOf(history, today),
      employeeCount: Number(row.employee_count),
      version: Number(row.version),
    };
  });
}

export async function listGroups(
  deps: AppDeps,
  query: z.output<typeof SalaryGroupListQuerySchema>,
): Promise<Page<SalaryGroup>> {
  return pageShown(deps, await repo.listGroups(deps.knex, query), query, toGroups);
}

export async function getGroup(deps: AppDeps, id: number, knex = deps.knex): Promise<SalaryGroup> {
  return oneShown(deps, knex, await repo.findGroup(knex, id), 'Salary group not found', toGroups);
}

const SALARY_GROUP: AuditedKind<SalaryGroup> = {
  entityType: 'salaryGroup',
  table: repo.SALARY_GROUP_ROWS,
  load: getGroup,
  snapshot: (group) => ({ name: group.name, rates: group.rates }),
  label: (group) => group.name,
};

export async function createGroup(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof SalaryGroupCreateInputSchema>,
): Promise<SalaryGroup> {
  const id = await createAudited(deps, actor, SALARY_GROUP, async (trx, now) => {
    await repo.assertGroupNameFree(trx, input.name);
    const groupId = await repo.insertGroup(trx, input.name, now);
    await repo.replaceGroupRates(trx, groupId, input.rates);
    return groupId;
  });
  return getGroup(deps, id);
}

export async function updateGroup(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof SalaryGroupUpdateInputSchema>,
): Promise<SalaryGroup> {
  const change = { id, version: input.version };
  await updateAudited(deps, actor, SALARY_GROUP, change, async (trx, _, now) => {
    await repo.assertGroupNameFree(trx, input.name, id);
    await repo.updateGroupRow(trx, id, input.name, now);
    await repo.replaceGroupRates(trx, id, input.rates);
    await recordChange(trx, { kind: 'salary-group.changed', at: now, groupId: id });
  });
  return getGroup(deps, id);
}

export async function deleteGroup(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return deleteAudited(deps, actor, SALARY_GROUP, { id, version }, async (trx, before) => {
    if (before.employeeCount > 0)
      throw new ConflictError(
        `${before.employeeCount} employee${before.employeeCount === 1 ? ' belongs' : 's belong'} to this salary group; move them to another group first`,
      );
    await deleteRow(trx, repo.SALARY_GROUP_ROWS, id);
  });
}

function parseDays(raw: string): number[] {
  try {
    const days = JSON.parse(raw) as unknown;
    return Array.isArray(days) ? days.filter((d): d is number => Number.isInteger(d)) : [];
  } catch {
    return [];
  }
}

async function toEmployees(knex: Db, rows: repo.EmployeeRow[], today: string): Promise<Employee[]> {
  // Rate histories for the whole page in two statements, not two per employee.
  const overrides = await repo.employeeOverrides(
    knex,
    rows.map((r) => r.id),
  );
  const groupIds = [
    ...new Set(rows.flatMap((r) => (r.salary_group_id === null ? [] : [r.salary_group_id]))),
  ];
  const rates = await repo.groupRates(knex, groupIds);
  return rows.map((row) => ({
    id: row.id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      initials: row.user_initials,
      color: row.user_color,
    },
    salaryGroup:
      row.salary_group_id === null
        ? null
        : { id: row.salary_group_id, name: row.salary_group_name ?? '' },
    standardMinutesPerDay: Number(row.standard_minutes_per_day),
    workingDays: parseDays(row.working_days),
    employmentStart: row.employment_start,
    employmentEnd: row.employment_end,
    overrides: overrides.get(row.id) ?? [],
    currentHourlyCost:
      pickHourlyCost(
        { employmentStart: row.employment_start, employmentEnd: row.employment_end },
        overrides.get(row.id) ?? [],
        row.salary_group_id === null ? [] : (rates.get(row.salary_group_id) ?? []),
        today,
      )?.hourlyCost ?? null,
    version: Number(row.version),
  }));
}

export async function listEmployees(
  deps: AppDeps,
  query: z.output<typeof EmployeeListQuerySchema>,
): Promise<Page<Employee>> {
  return pageShown(deps, await repo.listEmployees(deps.knex, query), query, toEmployees);
}

export async function getEmployee(deps: AppDeps, id: number, knex = deps.knex): Promise<Employee> {
  return oneShown(deps, knex, await repo.findEmployee(knex, id), 'Employee not found', toEmployees);
}

const EMPLOYEE: AuditedKind<Employee> = {
  entityType: 'employee',
  table: repo.EMPLOYEE_ROWS,
  load: getEmployee,
  snapshot: (e) => ({
    user: e.user.email,
    salaryGroup: e.salaryGroup?.name ?? null,
    standardMinutesPerDay: e.standardMinutesPerDay,
    workingDays: e.workingDays,
    employmentStart: e.employmentStart,
    employmentEnd: e.employmentEnd,
    overrides: e.overrides,
  }),
  label: (e) => e.user.email,
};

async function assertGroup(deps: AppDeps, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  if (!(await repo.salaryGroupExists(deps.knex, groupId)))
    throw ValidationError.field('salaryGroupId', 'Unknown salary group');
}

export async function createEmployee(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof EmployeeCreateInputSchema>,
): Promise<Employee> {
  const user = await findUserById(deps.knex, input.userId);
  if (!user) throw ValidationError.field('userId', 'Unknown user');
  if (user.external)
    throw ValidationError.field('userId', 'External stakeholders cannot have an employee record');
  await assertGroup(deps, input.salaryGroupId);
  const id = await createAudited(deps, actor, EMPLOYEE, async (trx, now) => {
    if (await repo.findEmployeeByUser(trx, input.userId))
      throw uniqueConflict(UNIQUE_RULES.employeeUser);
    const employeeId = await repo.insertEmployee(trx, input.userId, input, now);
    await repo.replaceOverrides(trx, employeeId, input.overrides);
    await recordChange(trx, { kind: 'employee.changed', at: now, employeeId });
    return employeeId;
  });
  return getEmployee(deps, id);
}

export async function updateEmployee(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof EmployeeUpdateInputSchema>,
): Promise<Employee> {
  await getEmployee(deps, id);
  await assertGroup(deps, input.salaryGroupId);
  await updateAudited(
    deps,
    actor,
    EMPLOYEE,
    { id, version: input.version },
    async (trx, _, now) => {
      await repo.updateEmployeeRow(trx, id, input, now);
      await repo.replaceOverrides(trx, id, input.overrides);
      await recordChange(trx, { kind: 'employee.changed', at: now, employeeId: id });
    },
  );
  return getEmployee(deps, id);
}

export async function deleteEmployee(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return deleteAudited(deps, actor, EMPLOYEE, { id, version }, async (trx) => {
    await recordChange(trx, { kind: 'employee.changed', at: deps.clock(), employeeId: id });
    await deleteRow(trx, repo.EMPLOYEE_ROWS, id);
  });
}

export async function employeeCandidates(
  deps: AppDeps,
  query: z.output<typeof EmployeeCandidateQuerySchema>,
) {
  const { rows, total } = await repo.usersWithoutEmployee(deps.knex, query);
  return pageOf({ items: rows, total }, query);
}

export async function hourlyCost(deps: AppDeps, userId: number, date: string): Promise<HourlyCost> {
  if (!(await findUserById(deps.knex, userId))) throw new NotFoundError('User not found');
  const answer = await hourlyCostOn(deps.knex, userId, date);
  return {
    userId,
    date,
    hourlyCost: answer?.hourlyCost ?? null,
    source: answer?.source ?? null,
  };
}
