import { snackbar } from '@keel/ui';

/** What a form that saves through one mutation needs of it (`useMutation`'s result). */
export interface SaveMutation<TInput, TSaved> {
  mutate: (input: TInput, options: { onSuccess: (saved: TSaved) => void }) => void;
  isPending: boolean;
  error: unknown;
  /** Forgets the failure (before a reload). */
  reset: () => void;
}

/**
 * `mutation` fed with a form's input: `send` adds what the mutation takes besides it (the
 * id and version read of the record an update changes). Lets a dialog that creates with one
 * mutation and updates with another save through either.
 */
export function sendingAs<TInput, TSent, TSaved>(
  mutation: SaveMutation<TSent, TSaved>,
  send: (input: TInput) => TSent,
): SaveMutation<TInput, TSaved> {
  return {
    mutate: (input, options) => mutation.mutate(send(input), options),
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/**
 * Saves `values()` (null: a field is off, nothing is sent); once saved, says `savedMessage`
 * in a snackbar, then calls `onSaved`. The failure stays on the mutation for the form to show.
 */
export function submitSave<TInput, TSaved>(
  save: SaveMutation<TInput, TSaved>,
  values: () => TInput | null,
  savedMessage: (saved: TSaved) => string,
  onSaved?: (saved: TSaved) => void,
) {
  const input = values();
  if (input === null) return;
  save.mutate(input, {
    onSuccess: (saved) => {
      snackbar.success(savedMessage(saved));
      onSaved?.(saved);
    },
  });
}
