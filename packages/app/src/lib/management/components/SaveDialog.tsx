import { useId, type ComponentProps } from 'react';
import { formFailureOf } from '../form-errors';
import { submitSave, type SaveMutation } from '../save';
import { FormDialog } from './FormDialog';

export type { SaveMutation } from '../save';

export type SaveDialogProps<TInput, TSaved> = Omit<
  ComponentProps<typeof FormDialog>,
  'formId' | 'isPending' | 'failure' | 'onSubmit'
> & {
  /** The save mutation: its pending state and failure show in the dialog. */
  save: SaveMutation<TInput, TSaved>;
  /** The input to save, read when the form is submitted; null to not save (a field is off). */
  values: () => TInput | null;
  /** The snackbar's words once saved; then the dialog closes. */
  savedMessage: (saved: TSaved) => string;
  /** Called with what was saved, before the dialog closes. @default undefined */
  onSaved?: (saved: TSaved) => void;
};

/**
 * A FormDialog that saves through one mutation: on submit it saves `values()`, shows the
 * mutation's failure (400 fields, 409 with a reload), and once saved says so and closes.
 */
export function SaveDialog<TInput, TSaved>({
  save,
  values,
  savedMessage,
  onSaved,
  onClose,
  ...dialog
}: SaveDialogProps<TInput, TSaved>) {
  const formId = useId();
  return (
    <FormDialog
      {...dialog}
      formId={formId}
      isPending={save.isPending}
      failure={formFailureOf(save.error)}
      onClose={onClose}
      onSubmit={() =>
        submitSave(save, values, savedMessage, (saved) => {
          onSaved?.(saved);
          onClose();
        })
      }
    />
  );
}
