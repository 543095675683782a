import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, type CustomTaskView } from '@keel/types';
import { ConfirmDialog, snackbar } from '@keel/ui';
import { useSaveCustomTaskViewsMutation } from '../../users/users.mutations';
import {
  draftOf,
  newCustomViewDraft,
  withSavedView,
  withoutView,
  type CustomViewDraft,
} from '../custom-views';
import { CustomViewEditor } from './CustomViewEditor';

type Editing = { mode: 'add' } | { mode: 'edit'; id: string } | null;

/**
 * Add, edit and delete of the saved task views shown in the All Tasks group.
 * Returns the menu's actions and the dialogs to render beside the menu.
 */
export function useCustomViewActions(views: readonly CustomTaskView[]) {
  const save = useSaveCustomTaskViewsMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomTaskView | null>(null);

  const editedView = editing?.mode === 'edit' ? views.find((v) => v.id === editing.id) : undefined;
  const initial = editedView ? draftOf(editedView) : newCustomViewDraft();

  const onSave = (draft: CustomViewDraft) => {
    const editingId = editing?.mode === 'edit' ? editing.id : null;
    save.mutate(withSavedView(views, draft, editingId), {
      onSuccess: () => {
        setEditing(null);
        snackbar.success(MESSAGES.customViewSaved);
      },
    });
  };

  const onDelete = (view: CustomTaskView) => {
    save.mutate(withoutView(views, view.id), {
      onSuccess: () => {
        setDeleting(null);
        snackbar.success(MESSAGES.customViewDeleted);
        if (location.pathname === `/tasks/all/view/${view.id}`) {
          navigate('/tasks/all/projects', { replace: true });
        }
      },
    });
  };

  const dialogs = (
    <>
      <CustomViewEditor
        isOpen={editing !== null}
        mode={editing?.mode ?? 'add'}
        initial={initial}
        isSaving={save.isPending}
        onSave={onSave}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        title="Delete custom view?"
        confirmLabel="Delete"
        isOpen={deleting !== null}
        isPending={save.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && onDelete(deleting)}
      >
        {`“${deleting?.name ?? ''}” will be removed from your task views.`}
      </ConfirmDialog>
    </>
  );

  return {
    onAddCustomView: () => setEditing({ mode: 'add' }),
    onEditCustomView: (id: string) => setEditing({ mode: 'edit', id }),
    onDeleteCustomView: (id: string) => setDeleting(views.find((v) => v.id === id) ?? null),
    dialogs,
  };
}
