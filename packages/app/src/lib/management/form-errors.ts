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

export function formFailureOf(error: unknown): FormFailure | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409) {
    const text = errorMessageOf(error);
    // A 409 about a rule (last administrator, built-in role) says so itself; a stale version is the default.
    const stale = /version|changed|modified|stale/i.test(text) || text === error.statusText;
    return { fieldErrors: {}, conflict: stale, message: stale ? CONFLICT_MESSAGE : text };
  }
  const fieldErrors = fieldErrorsOf(error);
  return {
    fieldErrors,
    conflict: false,
    message: Object.keys(fieldErrors).length > 0 ? null : errorMessageOf(error),
  };
}
