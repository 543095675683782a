import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog, snackbar } from '@keel/ui';

/**
 * A list page's "delete this record?" confirmation: open while `item` is set,
 * deletes it with `remove`, shows `deletedMessage` on success and closes
 * either way (a failure is reported by the mutation's own error policy).
 */
export function DeleteConfirmDialog<T>({
  item,
  title,
  confirmLabel,
  deletedMessage,
  remove,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  confirmLabel: string;
  deletedMessage: string;
  remove: Pick<UseMutationResult<unknown, Error, T>, 'isPending' | 'mutate'>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      isOpen={item !== null}
      onOpenChange={(open) => !open && onClose()}
      isPending={remove.isPending}
      onConfirm={() =>
        item !== null &&
        remove.mutate(item, {
          onSuccess: () => snackbar.success(deletedMessage),
          onSettled: () => onClose(),
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
