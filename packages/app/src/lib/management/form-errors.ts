import { ApiError, errorMessageOf, fieldErrorsOf } from '../api';

/** What an editing form shows after a failed save (UI.md: every editing form). */
export interface FormFailure {
  /** The server's 400 field errors, keyed by field name, for `Form serverErrors`. */
  fieldErrors: Record<string, string>;
  /** 409: someone else changed (or deleted) the record since it was loaded. */
  conflict: boolean;
  /** A message for the form when no field carries it (null when fields say it all). */
  message: string | null;
}

export const CONFLICT_MESSAGE =
  'This record was changed by someone else. Reload it to see the latest version, then make your change again.';

/** A 409 because the record changed since it was read (its body carries `current`). */
export function isStaleVersionConflict(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'current' in error.body
  );
}

export function formFailureOf(error: unknown): FormFailure | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409) {
    const said = (error.body as { message?: unknown } | null)?.message;
    const text = typeof said === 'string' && said ? said : errorMessageOf(error);
    // The API's stale-version 409 carries the stored record as `current`; a 409
    // about a rule (last administrator, a locked day) does not and says so itself.
    if (isStaleVersionConflict(error))
      return { fieldErrors: {}, conflict: true, message: CONFLICT_MESSAGE };
    // A rule may also name the field it concerns (a project's required note): show both,
    // unless the form message would only repeat the field's (a taken name).
    const fieldErrors = fieldErrorsOf(error);
    const repeats = Object.values(fieldErrors).includes(text);
    return { fieldErrors, conflict: false, message: repeats ? null : text };
  }
  const fieldErrors = fieldErrorsOf(error);
  return {
    fieldErrors,
    conflict: false,
    message: Object.keys(fieldErrors).length > 0 ? null : errorMessageOf(error),
  };
}
