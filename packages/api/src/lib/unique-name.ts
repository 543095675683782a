import type { Db } from './db';
import { ConflictError } from './errors';
import { nameTaken, type UniquelyNamedTable } from './unique-name.repository';

/**
 * Every rule "only one X with this name/code" is a unique index, so it holds
 * however many requests race (db/migrations/20251201000900_unique_names.ts).
 * The services check first, for the common case; the index decides under
 * concurrency, and a violation of it — SQLite's SQLITE_CONSTRAINT_UNIQUE,
 * PostgreSQL's 23505 — is answered as the same 409 naming the field
 * (`uniqueConflictOf`, called by the error handler for any error that reaches it).
 */
export interface UniqueRule {
  /** The index (PostgreSQL names it in the error; SQLite names an expression index by name). */
  indexes: readonly string[];
  /** `table.column` as SQLite names a column index in its message ("UNIQUE constraint failed: teams.name"). */
  columns: readonly string[];
  field: string;
  message: string;
}

const nameRule = (table: string, noun: string, legacyIndex?: string): UniqueRule => ({
  indexes: [`${table}_name_lower`, ...(legacyIndex ? [legacyIndex] : [])],
  columns: legacyIndex ? [`${table}.name`] : [],
  field: 'name',
  message: `A${/^[aeiou]/.test(noun) ? 'n' : ''} ${noun} with this name already exists`,
});

/** The unique rules that name a field, by table. */
export const UNIQUE_RULES = {
  teams: nameRule('teams', 'team', 'teams_name_unique'),
  roles: nameRule('roles', 'role', 'roles_name_unique'),
  salary_groups: nameRule('salary_groups', 'salary group', 'salary_groups_name_unique'),
  custom_fields: nameRule('custom_fields', 'custom field', 'custom_fields_name_unique'),
  quote_rate_profiles: nameRule('quote_rate_profiles', 'rate profile'),
  quote_pricing_configs: nameRule('quote_pricing_configs', 'pricing config'),
  timesheet_export_templates: nameRule('timesheet_export_templates', 'export template'),
  timesheet_tasks: nameRule('timesheet_tasks', 'timesheet task'),
  timeInLieuTakenTask: {
    indexes: ['timesheet_tasks_time_in_lieu_taken'],
    columns: ['timesheet_tasks.kind'],
    field: 'kind',
    message: 'There is a "time in lieu taken" task already',
  },
  projectCode: {
    indexes: ['projects_code_unique'],
    columns: ['projects.code'],
    field: 'code',
    message: 'A project with this code already exists',
  },
  userEmail: {
    indexes: ['users_email_unique'],
    columns: ['users.email'],
    field: 'email',
    message: 'A user with this email already exists',
  },
  pendingInvitation: {
    indexes: ['invitations_pending_email'],
    columns: ['invitations.email'],
    field: 'email',
    message: 'This email has a pending invitation already; reload to see it',
  },
  employeeUser: {
    indexes: ['employees_user_id_unique'],
    columns: ['employees.user_id'],
    field: 'userId',
    message: 'This user already has an employee record',
  },
} satisfies Record<string, UniqueRule>;

interface DbError {
  code?: string;
  constraint?: string;
  message?: string;
}

/** Is `error` the database refusing a row because a unique index already holds its key? */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as DbError | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The rule whose index refused the row, or null (not a unique violation, or an index no rule names). */
export function uniqueRuleOf(error: unknown): UniqueRule | null {
  if (!isUniqueViolation(error)) return null;
  const e = error as DbError;
  const failed = /UNIQUE constraint failed: (?:index '([^']+)'|(.+))$/.exec(e.message ?? '');
  const index = e.constraint ?? failed?.[1];
  const columns = failed?.[2]?.trim();
  return (
    Object.values(UNIQUE_RULES).find(
      (rule: UniqueRule) =>
        (index !== undefined && rule.indexes.includes(index)) ||
        (columns !== undefined && rule.columns.includes(columns)),
    ) ?? null
  );
}

/**
 * A unique violation as its 409: naming the rule's field, or, for an index no
 * rule names, a plain 409 (never a 500: another request wrote the same key
 * first). Null for any other error.
 */
export function uniqueConflictOf(error: unknown): ConflictError | null {
  if (!isUniqueViolation(error)) return null;
  const rule = uniqueRuleOf(error);
  if (rule) return ConflictError.field(rule.field, rule.message);
  return new ConflictError(
    'Another request saved the same record at the same time; reload and try again',
  );
}

/** Runs `write`, turning a unique violation into its 409 (other errors pass unchanged). */
export async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw uniqueConflictOf(error) ?? error;
  }
}

/** The 409 of `rule`, for a service's own check before it writes. */
export function uniqueConflict(rule: UniqueRule): ConflictError {
  return ConflictError.field(rule.field, rule.message);
}

/**
 * Teams, roles, salary groups, custom fields, rate profiles, pricing configs,
 * export templates and timesheet tasks are named uniquely, ignoring case: a
 * 409 on `name` when another row of `table` (any but `exceptId`) already has
 * the name. The unique index on `lower(name)` holds the rule under concurrency.
 */
export async function assertNameFree(
  db: Db,
  table: UniquelyNamedTable,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (await nameTaken(db, table, name, exceptId)) throw uniqueConflict(UNIQUE_RULES[table]);
}
