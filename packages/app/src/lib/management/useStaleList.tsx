import { useState, type ReactNode } from 'react';
import { DismissibleCallout, snackbar } from '@keel/ui';
import { ApiError, errorMessageOf } from '../api';

/**
 * A list page's answer to a row someone else changed or deleted meanwhile: a mutation's
 * 409 (stale version) or 404 (gone) shows `message` above the list, until dismissed or a
 * later success, and reloads the list. Any other failure is a snackbar; a 401 or 403 is
 * left to the error policy unless `reportAuthErrors`.
 */
export function useStaleList(
  reload: () => unknown,
  message: ReactNode,
  { reportAuthErrors = false }: { reportAuthErrors?: boolean } = {},
) {
  const [stale, setStale] = useState(false);
  return {
    /** Hides the notice (a change went through). */
    clear: () => setStale(false),
    /** The mutation's `onError`. */
    onError: (error: Error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        setStale(true);
        void reload();
      } else if (
        reportAuthErrors ||
        !(error instanceof ApiError && [401, 403].includes(error.status))
      ) {
        snackbar.error(errorMessageOf(error));
      }
    },
    /** The caution shown above the list while stale. */
    notice: stale ? (
      <DismissibleCallout tone="caution" onDismiss={() => setStale(false)}>
        {message}
      </DismissibleCallout>
    ) : null,
  };
}
