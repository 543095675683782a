import type { ReactNode } from 'react';
import { Button, Dialog } from '@keel/ui';
import type { FormFailure } from '../form-errors';
import { FeedbackForm } from './FeedbackForm';

/**
 * A management editor in a dialog: Cancel and a submit button in the footer,
 * the form's fields one under another below its failure message. It is not
 * dismissable by a click outside, so typed changes are not lost by accident.
 */
export function FormDialog({
  formId,
  title,
  size,
  placement,
  submitLabel,
  isPending,
  failure,
  onSubmit,
  onClose,
  onReload,
  children,
}: {
  formId: string;
  title: string;
  size?: 'small' | 'medium' | 'large';
  /** In the middle of the screen, or a bottom sheet (a phone). @default 'center' */
  placement?: 'center' | 'sheet';
  submitLabel: string;
  isPending: boolean;
  failure: FormFailure | null;
  onSubmit: () => void;
  onClose: () => void;
  /** Offered after a stale-version 409: reloads the list and closes the dialog. */
  onReload?: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      size={size}
      placement={placement}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} isLoading={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FeedbackForm
        id={formId}
        failure={failure}
        onSubmit={onSubmit}
        onReload={
          onReload
            ? () => {
                onReload();
                onClose();
              }
            : undefined
        }
      >
        {children}
      </FeedbackForm>
    </Dialog>
  );
}
