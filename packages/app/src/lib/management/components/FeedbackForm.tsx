import type { ReactNode, Ref } from 'react';
import { Form, Stack, type FormHandle } from '@keel/ui';
import type { FormFailure } from '../form-errors';
import { FormFeedback } from './FormFeedback';

/**
 * A management form over its last failed save: the server's field errors on their fields,
 * any other message (a 409 with a Reload when `onReload` is given) above the fields, which
 * stand one under another.
 */
export function FeedbackForm({
  id,
  'aria-label': ariaLabel,
  formRef,
  failure,
  onSubmit,
  onReload,
  children,
}: {
  /** For a submit button outside the form (a dialog's footer). @default undefined */
  id?: string;
  'aria-label'?: string;
  formRef?: Ref<FormHandle>;
  failure: FormFailure | null;
  onSubmit: () => void;
  /** Offered after a stale-version 409. @default undefined */
  onReload?: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      ref={formRef}
      id={id}
      aria-label={ariaLabel}
      serverErrors={failure?.fieldErrors}
      onSubmit={onSubmit}
    >
      <Stack>
        <FormFeedback failure={failure} onReload={onReload} />
        {children}
      </Stack>
    </Form>
  );
}
