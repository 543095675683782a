import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';

/**
 * Field errors keyed by the path of the offending value (`search`,
 * `0.name`); a problem with the whole part is keyed by the part (`body`).
 */
export function fieldErrors(error: z.ZodError, part: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses one part of the request, throwing a 400 that names every bad field. */
export function parsePart<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, part);
  const first = Object.entries(errors)[0];
  const message = first
    ? `${first[0]}: ${first[1][0] ?? 'is not valid'}`
    : 'The request is not valid';
  throw new ValidationError(errors, message);
}
