import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';
import { strictInput } from './strict-input';

/**
 * Field errors keyed by the path of the offending value (`search`,
 * `0.name`); a problem with the whole part is keyed by the part (`body`).
 * A key the schema does not declare is named itself (`price: Unknown field: price`).
 */
export function fieldErrors(error: z.ZodError, part: string): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const unknown = part === 'body' ? 'Unknown field' : 'Unknown parameter';
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys)
        (errors[[...path, name].join('.')] ??= []).push(`${unknown}: ${name}`);
      continue;
    }
    const key = path.length > 0 ? path.join('.') : part;
    (errors[key] ??= []).push(issue.message);
  }
  return { ...errors };
}

/** Integer ids, versions, counts and filters fit PostgreSQL's `integer` (32-bit signed). */
export const MAX_INT32 = 2_147_483_647;
/** Fields stored in BIGINT columns (money in minor units) keep the safe-integer range. */
const BIG_INTEGER_FIELDS = new Set(['amount', 'budgetAmount', 'capAmount']);
/**
 * Names an input may not use as a key anywhere (query parameter, body field,
 * record key): every member of `Object.prototype`, so no lookup such as
 * `errors[name] ??= []` or `MAP[name]` ever lands on an inherited function,
 * and no `__proto__` reaches an object spread.
 */
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

function keyOf(part: string, path: readonly string[]): string {
  return path.length > 0 ? path.join('.') : part;
}

/**
 * Checks the raw input of one part before its schema sees it: prototype
 * member names as keys and NUL characters in any text (PostgreSQL refuses
 * `\u0000` in text; nothing legitimate sends one) are 400s naming the field.
 */
function inspectInput(value: unknown, part: string, path: string[], errors: FieldErrors): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      (errors[keyOf(part, path)] ??= []).push('Must not contain NUL (\\u0000) characters');
    return;
  }
  if (value === null || typeof value !== 'object' || path.length > 32) return;
  for (const key of Object.keys(value)) {
    const here = [...path, key];
    if (PROTOTYPE_KEYS.has(key)) {
      (errors[keyOf(part, here)] ??= []).push(`"${key}" is not an accepted name`);
      continue;
    }
    if (key.includes('\u0000')) {
      (errors[keyOf(part, path)] ??= []).push('Names must not contain NUL (\\u0000) characters');
      continue;
    }
    inspectInput((value as Record<string, unknown>)[key], part, here, errors);
  }
}

/** Integers out of the column range (ids, filters, versions: 32-bit) in the parsed input. */
function inspectIntegers(value: unknown, part: string, path: string[], errors: FieldErrors): void {
  if (typeof value === 'number') {
    const field = path[path.length - 1] ?? '';
    if (Number.isInteger(value) && Math.abs(value) > MAX_INT32 && !BIG_INTEGER_FIELDS.has(field))
      (errors[keyOf(part, path)] ??= []).push(`Must be between -${MAX_INT32 + 1} and ${MAX_INT32}`);
    return;
  }
  if (value === null || typeof value !== 'object' || path.length > 32) return;
  if (value instanceof Date) return;
  for (const [key, item] of Object.entries(value))
    inspectIntegers(item, part, [...path, key], errors);
}

function throwIfAny(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (!first) return;
  throw new ValidationError({ ...errors }, `${first[0]}: ${first[1][0] ?? 'is not valid'}`);
}

/**
 * Parses one part of the request, throwing a 400 that names every bad field.
 * The schema is applied in its strict form (`strictInput`): a key it does not
 * declare is a 400 naming that key, never dropped in silence.
 */
export function parsePart<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: string,
): z.output<S> {
  const inputErrors: FieldErrors = Object.create(null) as FieldErrors;
  inspectInput(value, part, [], inputErrors);
  throwIfAny(inputErrors);
  const result = strictInput(schema).safeParse(value);
  if (!result.success) {
    const errors = fieldErrors(result.error, part);
    const first = Object.entries(errors)[0];
    const message = first
      ? `${first[0]}: ${first[1][0] ?? 'is not valid'}`
      : 'The request is not valid';
    throw new ValidationError(errors, message);
  }
  const rangeErrors: FieldErrors = Object.create(null) as FieldErrors;
  inspectIntegers(result.data, part, [], rangeErrors);
  throwIfAny(rangeErrors);
  return result.data;
}
