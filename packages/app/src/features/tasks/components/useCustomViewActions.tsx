import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, type CustomTaskView } from '@keel/types';
import { snackbar } from '@keel/ui';
import { useOpenedOnce } from '../../../lib/hooks/useOpenedOnce';
import {
  draftOf,
  newCustomViewDraft,
  withSavedView,
  withoutView,
  type CustomViewDraft,
} from '../custom-views';
import { useSaveCustomTaskViewsMutation } from '../../users';

// The editor and its confirmation load on first use: the menu that offers
// them is on every page of the tasks area, most visits never open them.
const CustomViewDialogs = lazy(() =>
  import('./CustomViewDialogs').then((m) => ({ default: m.CustomViewDialogs })),
);

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

  const opened = useOpenedOnce(editing !== null || deleting !== null);
  const dialogs = opened ? (
    <Suspense fallback={null}>
      <CustomViewDialogs
        editor={{
          isOpen: editing !== null,
          mode: editing?.mode ?? 'add',
          initial,
          isSaving: save.isPending,
          onSave,
          onCancel: () => setEditing(null),
        }}
        deleting={deleting}
        isDeleting={save.isPending}
        onDeleteOpenChange={(open) => !open && setDeleting(null)}
        onDelete={onDelete}
      />
    </Suspense>
  ) : null;

  return {
    onAddCustomView: () => setEditing({ mode: 'add' }),
    onEditCustomView: (id: string) => setEditing({ mode: 'edit', id }),
    onDeleteCustomView: (id: string) => setDeleting(views.find((v) => v.id === id) ?? null),
    dialogs,
  };
}
