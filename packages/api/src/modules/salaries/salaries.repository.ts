import type { Money, RateEntry } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { pageWindow, whereMatches } from '../../lib/lists';
import { assertNameFree } from '../../lib/unique-name';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/** Salary groups as version-checked saves see them. */
export const SALARY_GROUP_ROWS: VersionedTable = {
  table: 'salary_groups',
  notFound: 'Salary group not found',
};
/** Employee records as version-checked saves see them. */
export const EMPLOYEE_ROWS: VersionedTable = { table: 'employees', notFound: 'Employee not found' };

/** Salary groups, their rate history, employee records and personal rate overrides. */

/** Refuses a salary group name another group has (409, `lib/unique-name.ts`). */
export async function assertGroupNameFree(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertNameFree(knex, 'salary_groups', name, exceptId);
}

/** Whether the salary group exists. */
export async function salaryGroupExists(knex: Knex, id: number): Promise<boolean> {
  return (await knex('salary_groups').where({ id }).first('id')) !== undefined;
}

export interface SalaryGroupRow {
  id: number;
  name: string;
  version: number;
  employee_count: number | string;
}

interface RateRow {
  owner_id: number;
  effective_from: string;
  amount: number;
  currency: string;
}

function toEntry(row: RateRow): RateEntry {
  return {
    effectiveFrom: row.effective_from,
    hourlyRate: { amount: Number(row.amount), currency: row.currency },
  };
}

function groupsQuery(knex: Knex): Knex.QueryBuilder {
  return knex('salary_groups').select(
    'salary_groups.id',
    'salary_groups.name',
    'salary_groups.version',
    knex.raw(
      '(SELECT COUNT(*) FROM employees e WHERE e.salary_group_id = salary_groups.id) as employee_count',
    ),
  );
}

export async function listGroups(
  knex: Knex,
  query: {
    search?: string;
    sort: 'name' | 'employeeCount';
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ rows: SalaryGroupRow[]; total: number }> {
  const base = knex('salary_groups');
  if (query.search) whereMatches(base, ['salary_groups.name'], query.search);
  const total = await countRows(knex, base);
  const q = groupsQuery(knex);
  if (query.search) whereMatches(q, ['salary_groups.name'], query.search);
  const { offset, limit } = pageWindow(query);
  const order = query.sort === 'name' ? 'lower(salary_groups.name)' : 'employee_count';
  const rows = (await q
    .orderByRaw(`${order} ${query.direction}, salary_groups.id ${query.direction}`)
    .offset(offset)
    .limit(limit)) as SalaryGroupRow[];
  return { rows, total };
}

export async function findGroup(knex: Knex, id: number): Promise<SalaryGroupRow | null> {
  const row = (await groupsQuery(knex).where('salary_groups.id', id).first()) as
    SalaryGroupRow | undefined;
  return row ?? null;
}

export async function groupRates(
  knex: Knex,
  groupIds: readonly number[],
): Promise<Map<number, RateEntry[]>> {
  const rows =
    groupIds.length === 0
      ? []
      : await knex('salary_group_rates')
          .whereIn('salary_group_id', [...groupIds])
          .orderBy('effective_from')
          .select<RateRow[]>('salary_group_id as owner_id', 'effective_from', 'amount', 'currency');
  const result = new Map<number, RateEntry[]>(groupIds.map((id) => [id, []]));
  for (const row of rows) result.get(row.owner_id)?.push(toEntry(row));
  return result;
}

export async function insertGroup(knex: Knex, name: string, now: number): Promise<number> {
  return insertReturningId(knex, 'salary_groups', { name, created_at: now, updated_at: now });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateGroupRow(
  knex: Knex,
  id: number,
  name: string,
  now: number,
): Promise<void> {
  await knex('salary_groups').where({ id }).update({ name, updated_at: now });
}

export async function replaceGroupRates(
  knex: Knex,
  groupId: number,
  rates: ReadonlyArray<{ effectiveFrom: string; hourlyRate: Money }>,
): Promise<void> {
  await knex('salary_group_rates').where({ salary_group_id: groupId }).delete();
  if (rates.length > 0)
    await knex('salary_group_rates').insert(
      rates.map((r) => ({
        salary_group_id: groupId,
        effective_from: r.effectiveFrom,
        amount: r.hourlyRate.amount,
        currency: r.hourlyRate.currency,
      })),
    );
}

export interface EmployeeRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  user_initials: string;
  user_color: string;
  salary_group_id: number | null;
  salary_group_name: string | null;
  standard_minutes_per_day: number;
  working_days: string;
  employment_start: string;
  employment_end: string | null;
  version: number;
}

function employeesQuery(knex: Knex): Knex.QueryBuilder {
  return knex('employees as e')
    .join('users as u', 'u.id', 'e.user_id')
    .leftJoin('salary_groups as g', 'g.id', 'e.salary_group_id')
    .whereNull('u.deleted_at');
}

const EMPLOYEE_COLUMNS = [
  'e.id',
  'e.user_id',
  'u.name as user_name',
  'u.email as user_email',
  'u.initials as user_initials',
  'u.color as user_color',
  'e.salary_group_id',
  'g.name as salary_group_name',
  'e.standard_minutes_per_day',
  'e.working_days',
  'e.employment_start',
  'e.employment_end',
  'e.version',
];

const EMPLOYEE_SORT = {
  name: 'lower(u.name)',
  employmentStart: 'e.employment_start',
  salaryGroup: "lower(COALESCE(g.name, ''))",
} as const;

export async function listEmployees(
  knex: Knex,
  query: {
    search?: string;
    salaryGroupId?: number;
    sort: keyof typeof EMPLOYEE_SORT;
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ rows: EmployeeRow[]; total: number }> {
  const base = employeesQuery(knex);
  if (query.search) whereMatches(base, ['u.name', 'u.email'], query.search);
  if (query.salaryGroupId !== undefined) base.where('e.salary_group_id', query.salaryGroupId);
  const total = await countRows(knex, base);
  const { offset, limit } = pageWindow(query);
  const rows = await base
    .clone()
    .select<EmployeeRow[]>(EMPLOYEE_COLUMNS)
    .orderByRaw(`${EMPLOYEE_SORT[query.sort]} ${query.direction}, e.id ${query.direction}`)
    .offset(offset)
    .limit(limit);
  return { rows, total };
}

export async function findEmployee(knex: Knex, id: number): Promise<EmployeeRow | null> {
  const row = await employeesQuery(knex)
    .where('e.id', id)
    .first<EmployeeRow | undefined>(EMPLOYEE_COLUMNS);
  return row ?? null;
}

export async function findEmployeeByUser(
  knex: Knex,
  userId: number,
): Promise<{
  id: number;
  salary_group_id: number | null;
  employment_start: string;
  employment_end: string | null;
} | null> {
  const row = await knex('employees')
    .where({ user_id: userId })
    .first('id', 'salary_group_id', 'employment_start', 'employment_end');
  return (row as never) ?? null;
}

export async function employeeOverrides(
  knex: Knex,
  employeeIds: readonly number[],
): Promise<Map<number, RateEntry[]>> {
  const rows =
    employeeIds.length === 0
      ? []
      : await knex('employee_rate_overrides')
          .whereIn('employee_id', [...employeeIds])
          .orderBy('effective_from')
          .select<RateRow[]>('employee_id as owner_id', 'effective_from', 'amount', 'currency');
  const result = new Map<number, RateEntry[]>(employeeIds.map((id) => [id, []]));
  for (const row of rows) result.get(row.owner_id)?.push(toEntry(row));
  return result;
}

export interface EmployeeValues {
  salaryGroupId: number | null;
  standardMinutesPerDay: number;
  workingDays: number[];
  employmentStart: string;
  employmentEnd: string | null;
}

function employeeColumns(values: EmployeeValues) {
  return {
    salary_group_id: values.salaryGroupId,
    standard_minutes_per_day: values.standardMinutesPerDay,
    working_days: JSON.stringify(values.workingDays),
    employment_start: values.employmentStart,
    employment_end: values.employmentEnd,
  };
}

export async function insertEmployee(
  knex: Knex,
  userId: number,
  values: EmployeeValues,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'employees', {
    user_id: userId,
    ...employeeColumns(values),
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateEmployeeRow(
  knex: Knex,
  id: number,
  values: EmployeeValues,
  now: number,
): Promise<void> {
  await knex('employees')
    .where({ id })
    .update({ ...employeeColumns(values), updated_at: now });
}

export async function replaceOverrides(
  knex: Knex,
  employeeId: number,
  overrides: ReadonlyArray<{ effectiveFrom: string; hourlyRate: Money }>,
): Promise<void> {
  await knex('employee_rate_overrides').where({ employee_id: employeeId }).delete();
  if (overrides.length > 0)
    await knex('employee_rate_overrides').insert(
      overrides.map((r) => ({
        employee_id: employeeId,
        effective_from: r.effectiveFrom,
        amount: r.hourlyRate.amount,
        currency: r.hourlyRate.currency,
      })),
    );
}

/** The latest rate of a history in force on `date` (effective_from <= date). */
export async function rateOn(
  knex: Knex,
  table: 'salary_group_rates' | 'employee_rate_overrides',
  ownerId: number,
  date: string,
): Promise<{ effectiveFrom: string; hourlyRate: Money } | null> {
  const ownerColumn = table === 'salary_group_rates' ? 'salary_group_id' : 'employee_id';
  const row = await knex(table)
    .where(ownerColumn, ownerId)
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'desc')
    .first<{ effective_from: string; amount: number; currency: string } | undefined>(
      'effective_from',
      'amount',
      'currency',
    );
  return row
    ? {
        effectiveFrom: row.effective_from,
        hourlyRate: { amount: Number(row.amount), currency: row.currency },
      }
    : null;
}

/** Internal, non-deleted users without an employee record (the "new employee" picker). */
export async function usersWithoutEmployee(
  knex: Knex,
  query: { search?: string; page: number; pageSize: number },
): Promise<{
  rows: Array<{ id: number; name: string; initials: string; color: string; email: string }>;
  total: number;
}> {
  const base = knex('users as u')
    .whereNull('u.deleted_at')
    .where('u.external', false)
    .whereNotExists(function () {
      this.select(1).from('employees as e').whereRaw('e.user_id = u.id');
    });
  if (query.search) whereMatches(base, ['u.name', 'u.email'], query.search);
  const total = await countRows(knex, base);
  const { offset, limit } = pageWindow(query);
  const rows = await base
    .clone()
    .orderByRaw('lower(u.name), u.id')
    .offset(offset)
    .limit(limit)
    .select('u.id', 'u.name', 'u.initials', 'u.color', 'u.email');
  return { rows, total };
}
