import { MESSAGES } from '@keel/types';
import { ApiError } from './api-error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(text: unknown): text is string {
  return typeof text === 'string' && text.trim().length > 0;
}

/** Flattens the values of a JSON body's `errors` (each a message or a list of them). */
function fieldErrorTexts(errors: unknown): string[] {
  if (!isRecord(errors)) return [];
  return Object.values(errors).flatMap((value) => {
    if (Array.isArray(value)) return value.filter(nonEmpty);
    return nonEmpty(value) ? [value] : [];
  });
}

/**
 * The text of the error snackbar (SPEC §8), in order: a plain-text body; a
 * JSON body's `errors` values joined with `;\n`; its `message`; a string
 * body; the status text; `Ops! Something went wrong.`.
 */
export function errorMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.genericError;
  const { body } = error;
  if (nonEmpty(body)) return body;
  if (isRecord(body)) {
    const fieldTexts = fieldErrorTexts(body.errors);
    if (fieldTexts.length > 0) return fieldTexts.join(';\n');
    if (nonEmpty(body.message)) return body.message;
  }
  if (nonEmpty(error.statusText)) return error.statusText;
  return MESSAGES.genericError;
}

/** Field errors of a 400 answer keyed by field name, so a form can show them in place. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.errors)) {
    return {};
  }
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body.errors)) {
    const first = Array.isArray(value) ? value.find(nonEmpty) : value;
    if (nonEmpty(first)) result[field] = first;
  }
  return result;
}
