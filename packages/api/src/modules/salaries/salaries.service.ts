import type {
  Employee,
  EmployeeCandidateQuerySchema,
  EmployeeInputSchema,
  EmployeeListQuerySchema,
  HourlyCost,
  Page,
  SalaryGroup,
  SalaryGroupInputSchema,
  SalaryGroupListQuerySchema,
  UpdateEmployeeInputSchema,
  UpdateSalaryGroupInputSchema,
} from '@keel/types';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../auth/policy';
import { recordAudit } from '../audit/audit.repository';
import { assertVersion, utcDate } from '../admin-users/admin-lists';
import { existingIds } from '../admin-users/admin-users.repository';
import { findUserById } from '../users/users.repository';
import { hourlyCostOn } from './hourly-cost';
import * as repo from './salaries.repository';

/**
 * Salary groups and employee records (DOMAIN.md § Salaries). Every figure
 * here is a cost: the routes only let holders of the salary flags in.
 */

function currentOf(rates: SalaryGroup['rates'], today: string) {
  return [...rates].reverse().find((r) => r.effectiveFrom <= today)?.hourlyRate ?? null;
}

async function toGroups(
  knex: Knex,
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
  const { rows, total } = await repo.listGroups(deps.knex, query);
  return {
    items: await toGroups(deps.knex, rows, utcDate(deps.clock())),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getGroup(deps: AppDeps, id: number, knex = deps.knex): Promise<SalaryGroup> {
  const row = await repo.findGroup(knex, id);
  if (!row) throw new NotFoundError('Salary group not found');
  const [group] = await toGroups(knex, [row], utcDate(deps.clock()));
  return group as SalaryGroup;
}

function groupSnapshot(group: { name: string; rates: SalaryGroup['rates'] }) {
  return { name: group.name, rates: group.rates };
}

export async function createGroup(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof SalaryGroupInputSchema>,
): Promise<SalaryGroup> {
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    if (await repo.groupNameTaken(trx, input.name))
      throw ValidationError.field('name', 'A salary group with this name already exists');
    const groupId = await repo.insertGroup(trx, input.name, now);
    await repo.replaceGroupRates(trx, groupId, input.rates);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'salaryGroup',
      entityId: groupId,
      entityLabel: input.name,
      action: 'create',
      before: null,
      after: groupSnapshot(await getGroup(deps, groupId, trx)),
    });
    return groupId;
  });
  return getGroup(deps, id);
}

export async function updateGroup(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof UpdateSalaryGroupInputSchema>,
): Promise<SalaryGroup> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await getGroup(deps, id, trx);
    assertVersion(before.version, input.version);
    if (await repo.groupNameTaken(trx, input.name, id))
      throw ValidationError.field('name', 'A salary group with this name already exists');
    await repo.updateGroupRow(trx, id, input.name, now);
    await repo.replaceGroupRates(trx, id, input.rates);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'salaryGroup',
      entityId: id,
      entityLabel: input.name,
      action: 'update',
      before: groupSnapshot(before),
      after: groupSnapshot(await getGroup(deps, id, trx)),
    });
  });
  return getGroup(deps, id);
}

export async function deleteGroup(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await getGroup(deps, id, trx);
    assertVersion(before.version, version);
    if (before.employeeCount > 0)
      throw new ConflictError(
        `${before.employeeCount} employee${before.employeeCount === 1 ? ' belongs' : 's belong'} to this salary group; move them to another group first`,
      );
    await repo.deleteGroupRow(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'salaryGroup',
      entityId: id,
      entityLabel: before.name,
      action: 'delete',
      before: groupSnapshot(before),
      after: null,
    });
  });
  return { ok: true };
}

function parseDays(raw: string): number[] {
  try {
    const days = JSON.parse(raw) as unknown;
    return Array.isArray(days) ? days.filter((d): d is number => Number.isInteger(d)) : [];
  } catch {
    return [];
  }
}

async function toEmployees(
  knex: Knex,
  rows: repo.EmployeeRow[],
  today: string,
): Promise<Employee[]> {
  const overrides = await repo.employeeOverrides(
    knex,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => ({
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
      currentHourlyCost: (await hourlyCostOn(knex, row.user_id, today))?.hourlyCost ?? null,
      version: Number(row.version),
    })),
  );
}

export async function listEmployees(
  deps: AppDeps,
  query: z.output<typeof EmployeeListQuerySchema>,
): Promise<Page<Employee>> {
  const { rows, total } = await repo.listEmployees(deps.knex, query);
  return {
    items: await toEmployees(deps.knex, rows, utcDate(deps.clock())),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getEmployee(deps: AppDeps, id: number, knex = deps.knex): Promise<Employee> {
  const row = await repo.findEmployee(knex, id);
  if (!row) throw new NotFoundError('Employee not found');
  const [employee] = await toEmployees(knex, [row], utcDate(deps.clock()));
  return employee as Employee;
}

function employeeSnapshot(e: Employee) {
  return {
    user: e.user.email,
    salaryGroup: e.salaryGroup?.name ?? null,
    standardMinutesPerDay: e.standardMinutesPerDay,
    workingDays: e.workingDays,
    employmentStart: e.employmentStart,
    employmentEnd: e.employmentEnd,
    overrides: e.overrides,
  };
}

async function assertGroup(deps: AppDeps, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const found = await existingIds(deps.knex, 'salary_groups', [groupId]);
  if (!found.has(groupId)) throw ValidationError.field('salaryGroupId', 'Unknown salary group');
}

export async function createEmployee(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof EmployeeInputSchema>,
): Promise<Employee> {
  const user = await findUserById(deps.knex, input.userId);
  if (!user) throw ValidationError.field('userId', 'Unknown user');
  if (user.external)
    throw ValidationError.field('userId', 'External stakeholders cannot have an employee record');
  await assertGroup(deps, input.salaryGroupId);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    if (await repo.findEmployeeByUser(trx, input.userId))
      throw ValidationError.field('userId', 'This user already has an employee record');
    const employeeId = await repo.insertEmployee(trx, input.userId, input, now);
    await repo.replaceOverrides(trx, employeeId, input.overrides);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'employee',
      entityId: employeeId,
      entityLabel: user.email,
      action: 'create',
      before: null,
      after: employeeSnapshot(await getEmployee(deps, employeeId, trx)),
    });
    return employeeId;
  });
  return getEmployee(deps, id);
}

export async function updateEmployee(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof UpdateEmployeeInputSchema>,
): Promise<Employee> {
  await getEmployee(deps, id);
  await assertGroup(deps, input.salaryGroupId);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await getEmployee(deps, id, trx);
    assertVersion(before.version, input.version);
    await repo.updateEmployeeRow(trx, id, input, now);
    await repo.replaceOverrides(trx, id, input.overrides);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'employee',
      entityId: id,
      entityLabel: before.user.email,
      action: 'update',
      before: employeeSnapshot(before),
      after: employeeSnapshot(await getEmployee(deps, id, trx)),
    });
  });
  return getEmployee(deps, id);
}

export async function deleteEmployee(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await getEmployee(deps, id, trx);
    assertVersion(before.version, version);
    await repo.deleteEmployeeRow(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'employee',
      entityId: id,
      entityLabel: before.user.email,
      action: 'delete',
      before: employeeSnapshot(before),
      after: null,
    });
  });
  return { ok: true };
}

export async function employeeCandidates(
  deps: AppDeps,
  query: z.output<typeof EmployeeCandidateQuerySchema>,
) {
  const { rows, total } = await repo.usersWithoutEmployee(deps.knex, query);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
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
