import type { ReactNode } from 'react';
import { ConfirmDialog } from '@keel/ui';

/**
 * "Delete this item?" for an item of a task (a file, a checklist item): open while `item` is
 * set; confirming hands it to `onDelete` and closes at once (the mutation reports itself).
 */
export function DeleteItemDialog<T>({
  item,
  title,
  onDelete,
  onClose,
  describe,
}: {
  item: T | null;
  title: string;
  onDelete: (item: T) => void;
  onClose: () => void;
  /** What deleting `item` does, in words. */
  describe: (item: T) => ReactNode;
}) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Delete"
      isOpen={item !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => {
        if (item !== null) onDelete(item);
        onClose();
      }}
    >
      {item !== null ? describe(item) : null}
    </ConfirmDialog>
  );
}
