import type { CustomTaskView } from '@keel/types';
import { ConfirmDialog } from '@keel/ui';
import { CustomViewEditor, type CustomViewEditorProps } from './CustomViewEditor';

export interface CustomViewDialogsProps {
  editor: CustomViewEditorProps;
  /** The view whose deletion awaits confirmation, if any. */
  deleting: CustomTaskView | null;
  isDeleting: boolean;
  onDeleteOpenChange: (open: boolean) => void;
  onDelete: (view: CustomTaskView) => void;
}

/** The custom task view editor and the delete confirmation (loaded lazily by `useCustomViewActions`). */
export function CustomViewDialogs({
  editor,
  deleting,
  isDeleting,
  onDeleteOpenChange,
  onDelete,
}: CustomViewDialogsProps) {
  return (
    <>
      <CustomViewEditor {...editor} />
      <ConfirmDialog
        title="Delete custom view?"
        confirmLabel="Delete"
        isOpen={deleting !== null}
        isPending={isDeleting}
        onOpenChange={onDeleteOpenChange}
        onConfirm={() => deleting && onDelete(deleting)}
      >
        {`“${deleting?.name ?? ''}” will be removed from your task views.`}
      </ConfirmDialog>
    </>
  );
}
