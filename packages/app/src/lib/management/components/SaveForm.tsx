import type { ReactNode, Ref } from 'react';
import { Button, Inline, type FormHandle } from '@keel/ui';
import { formFailureOf } from '../form-errors';
import { submitSave, type SaveMutation } from '../save';
import { FeedbackForm } from './FeedbackForm';

/**
 * A management editor on a page (not in a dialog): its failure message (a 409 with a Reload
 * when `onReload` is given), the fields one under another and the submit button below them.
 * On submit it saves `values()` through one mutation; once saved it says so in a snackbar.
 */
export function SaveForm<TInput, TSaved>({
  'aria-label': ariaLabel,
  formRef,
  save,
  values,
  savedMessage,
  onSaved,
  onReload,
  submitLabel,
  submitVariant = 'primary',
  hideSubmit = false,
  children,
}: {
  'aria-label': string;
  /** The form's handle (to reset it after a save). @default undefined */
  formRef?: Ref<FormHandle>;
  save: SaveMutation<TInput, TSaved>;
  /** The input to save, read when the form is submitted; null to not save. */
  values: () => TInput | null;
  /** The snackbar's words once saved. */
  savedMessage: (saved: TSaved) => string;
  /** Called with what was saved, after the snackbar. @default undefined */
  onSaved?: (saved: TSaved) => void;
  /** Offered after a stale-version 409: forgets the failure and reloads the record. */
  onReload?: () => void;
  submitLabel: string;
  /** @default 'primary' */
  submitVariant?: 'primary' | 'secondary';
  /** A read-only form has nothing to submit. @default false */
  hideSubmit?: boolean;
  children: ReactNode;
}) {
  return (
    <FeedbackForm
      formRef={formRef}
      aria-label={ariaLabel}
      failure={formFailureOf(save.error)}
      onSubmit={() => submitSave(save, values, savedMessage, onSaved)}
      onReload={
        onReload
          ? () => {
              save.reset();
              onReload();
            }
          : undefined
      }
    >
      {children}
      {hideSubmit ? null : (
        <Inline>
          <Button type="submit" variant={submitVariant} isLoading={save.isPending}>
            {submitLabel}
          </Button>
        </Inline>
      )}
    </FeedbackForm>
  );
}
