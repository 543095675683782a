import { snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { useDiscussionMutation, type DiscussionChange } from '../discussion.mutations';

/** A discussion write with its snackbar; field errors and a stale edit show in the form. */
export function useChange(projectId: number) {
  const mutation = useDiscussionMutation(projectId);
  const run = (change: DiscussionChange, success: string, then?: (id: number | null) => void) =>
    mutation.mutate(change, {
      onSuccess: (id) => {
        snackbar.success(success);
        then?.(id);
      },
      onError: (error) => {
        // Field errors and a stale edit (409) show in the form itself; a stale delete says so here.
        const isEdit = change.kind === 'updateThread' || change.kind === 'updateComment';
        if (isEdit && isApiError(error) && error.status === 409) return;
        if (Object.keys(fieldErrorsOf(error)).length === 0) snackbar.error(errorMessageOf(error));
      },
    });
  return { mutation, run };
}
