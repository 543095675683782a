import { snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import type { TaskFieldChange } from '../task-write.mutations';

/** Saves one field change of the task; `onDone` after it is saved. */
export type SaveField = (change: TaskFieldChange, onDone?: () => void) => void;

/** Errors of a refused field save: by field for 400s, otherwise one snackbar. */
export function reportSaveError(error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length === 0) snackbar.error(errorMessageOf(error));
  return fields;
}
