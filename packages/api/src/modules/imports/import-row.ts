import type {
  ImportFieldSpec,
  ImportLocale,
  ImportMapping,
  ImportSheetKind,
  ImportValueMaps,
} from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { uniqueConflictOf } from '../../lib/unique-name';
import type { AuthUser } from '../auth';
import * as records from './import-records.repository';
import { userIdsByEmail } from '../users';
import { fieldsOf } from './import-mapping';
import {
  readBoolean,
  readDate,
  readDuration,
  readInteger,
  readList,
  readMoney,
  type Read,
} from './import-values';

/**
 * A row's text read into typed values (README.md § Values): each mapped
 * field's cell through its type's reader in the file's locale, users by
 * e-mail, projects by code, choices as written or through the value map.
 * What cannot be read becomes the row's problem on that field.
 */

/** One problem of a row, on an import field (null: the row's as a whole). */
export interface RowProblem {
  field: string | null;
  message: string;
}

/** What every row of one walk shares: the transaction's deps, the import's settings, look-up caches. */
export interface WalkContext {
  /** The deps with the walk's transaction as `knex`. */
  deps: AppDeps;
  actor: AuthUser;
  importId: number;
  origin: string;
  locale: ImportLocale;
  valueMaps: ImportValueMaps;
  users: Map<string, number>;
  projects: Map<string, number>;
}

/** A row's values by field key: absent when its cell is empty or the field not mapped. */
export type RowValues = Record<string, unknown>;

export interface ReadRow {
  values: RowValues;
  problems: RowProblem[];
}

const mapped = (maps: ImportValueMaps, key: string, text: string) => {
  const map = maps[key];
  if (!map) return undefined;
  if (Object.hasOwn(map, text)) return map[text];
  const lower = text.toLowerCase();
  const found = Object.keys(map).find((k) => k.toLowerCase() === lower);
  return found === undefined ? undefined : map[found];
};

/**
 * A person by e-mail, or through a value map: the field's own (`assignee`),
 * else the import's `user` map, which stands for every person field (a
 * Redmine import lists there each person no user has the e-mail of).
 */
async function readUser(ctx: WalkContext, key: string, text: string): Promise<Read<number | null>> {
  const own = mapped(ctx.valueMaps, key, text);
  const given = own === undefined ? mapped(ctx.valueMaps, 'user', text) : own;
  if (given === null) return { value: null };
  if (typeof given === 'number') return { value: given };
  const email = text.trim().toLowerCase();
  const cached = ctx.users.get(email);
  if (cached !== undefined) return { value: cached };
  const found = (await userIdsByEmail(ctx.deps.knex, [email], 'activeInternal')).get(email);
  if (found === undefined) return { error: `No active user with the e-mail ${text}` };
  ctx.users.set(email, found);
  return { value: found };
}

/** A live project by code (cached once found: a project made earlier in the walk is found too). */
export async function readProject(
  ctx: WalkContext,
  key: string,
  text: string,
): Promise<Read<number | null>> {
  const given = mapped(ctx.valueMaps, key, text);
  if (given === null) return { value: null };
  if (typeof given === 'number') return { value: given };
  const code = text.trim();
  const cached = ctx.projects.get(code);
  if (cached !== undefined) return { value: cached };
  // Codes are capitals here; a file (a Redmine identifier) may write them in lower case.
  const found =
    (await records.projectIdByCode(ctx.deps.knex, code)) ??
    (code === code.toUpperCase()
      ? null
      : await records.projectIdByCode(ctx.deps.knex, code.toUpperCase()));
  if (found === null) return { error: `No project with the code ${code}` };
  ctx.projects.set(code, found);
  return { value: found };
}

function readChoice(ctx: WalkContext, field: ImportFieldSpec, text: string): Read<string | null> {
  const choices = field.choices ?? [];
  const given = mapped(ctx.valueMaps, field.key, text);
  // Mapped to null: left empty (the field's default).
  if (given === null) return { value: null };
  if (typeof given === 'string' && choices.includes(given)) return { value: given };
  const folded = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  const own = choices.find((choice) => choice.toLowerCase() === folded);
  if (own) return { value: own };
  return {
    error: `"${text}" is not one of ${choices.join(', ')} (map it to one in the value map of ${field.key})`,
  };
}

async function readField(
  ctx: WalkContext,
  field: ImportFieldSpec,
  text: string,
): Promise<Read<unknown>> {
  switch (field.type) {
    case 'money':
      return readMoney(text, ctx.locale);
    case 'duration':
      return readDuration(text, ctx.locale);
    case 'date':
      return readDate(text, ctx.locale);
    case 'integer':
      return readInteger(text, ctx.locale);
    case 'boolean':
      return readBoolean(text);
    case 'email':
      return { value: text.trim().toLowerCase() };
    case 'user':
      return readUser(ctx, field.key, text);
    case 'project':
      return readProject(ctx, field.key, text);
    case 'choice':
      return readChoice(ctx, field, text);
    case 'list':
      return { value: readList(text) };
    default:
      // text, and task references (resolved by the sheet's writer)
      return { value: text.trim() };
  }
}

/** The column index of each mapped field of the sheet. */
export function columnIndexes(
  columns: readonly string[],
  mapping: ImportMapping,
): Map<string, number> {
  const indexes = new Map<string, number>();
  for (const [key, column] of Object.entries(mapping)) {
    if (column === null) continue;
    const index = columns.indexOf(column);
    if (index >= 0) indexes.set(key, index);
  }
  return indexes;
}

/** The row's typed values and what could not be read (a required field left empty, a bad value). */
export async function readRow(
  ctx: WalkContext,
  kind: ImportSheetKind,
  indexes: Map<string, number>,
  cells: readonly string[],
): Promise<ReadRow> {
  const values: RowValues = {};
  const problems: RowProblem[] = [];
  for (const field of fieldsOf(kind)) {
    const index = indexes.get(field.key);
    const text = index === undefined ? '' : (cells[index] ?? '').trim();
    if (text === '') {
      if (field.required)
        problems.push({
          field: field.key,
          message:
            index === undefined
              ? `Map a column to ${field.label}: it is required`
              : `${field.label} is required`,
        });
      continue;
    }
    const read = await readField(ctx, field, text);
    if ('error' in read) problems.push({ field: field.key, message: read.error });
    else if (read.value !== null) values[field.key] = read.value;
  }
  return { values, problems };
}

/**
 * The problems an error of a typed write makes: its field errors, each on the
 * import field the write's field comes from (`fieldOf`), or its message on
 * the row. An error that is not the API's (a bug, the database gone) is
 * thrown on: the walk fails as a whole rather than call it a row's problem.
 */
export function problemsOfError(
  error: unknown,
  fieldOf: (name: string) => string | null,
): RowProblem[] {
  const known = error instanceof AppError ? error : uniqueConflictOf(error);
  if (!known) throw error;
  const entries = Object.entries(known.errors ?? {});
  if (entries.length === 0) return [{ field: null, message: known.message }];
  return entries.flatMap(([name, messages]) => {
    const field = fieldOf(name.split('.')[0] ?? name);
    return messages.map((message) => ({ field, message }));
  });
}
