import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Inline, Stack, snackbar } from '@keel/ui';
import type { ScopeItem, ScopeItemType } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { BudgetCard } from '../components/BudgetCard';
import { DecisionDialog } from '../components/DecisionDialog';
import { ScopeItemDialog } from '../components/ScopeItemDialog';
import { ScopeSection, type ScopeRowActions } from '../components/ScopeSection';
import { useDeleteScopeItemMutation, useSetDeliveredMutation } from '../scope.mutations';
import { scopeKeys } from '../scope.queries';
import { useProjectContext } from '../../projects';

type Editing = { item: ScopeItem | null; type: ScopeItemType } | null;
type Deciding = { item: ScopeItem; decision: 'approved' | 'rejected' } | null;

/**
 * `/projects/{id}/scopes`: the baseline, the open change requests and the
 * decided ones, each with its totals, and the budget with its history.
 */
export default function ScopePage() {
  const { project, permissions } = useProjectContext();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [deleting, setDeleting] = useState<ScopeItem | null>(null);
  const remove = useDeleteScopeItemMutation(project.id);
  const delivered = useSetDeliveredMutation(project.id);
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: scopeKeys.project(project.id) });

  const actions: ScopeRowActions = {
    canManage: permissions.manageScope,
    canDecide: permissions.manageScope && permissions.manageFinancials,
    onEdit: (item) => setEditing({ item, type: item.type }),
    onDelete: setDeleting,
    onDecide: (item, decision) => setDeciding({ item, decision }),
    onDelivered: (item, isDelivered) =>
      delivered.mutate(
        { item, delivered: isDelivered },
        {
          onSuccess: (saved) =>
            snackbar.success(
              isDelivered ? `${saved.title} delivered` : `${saved.title} back to approved`,
            ),
          onError: (error) => snackbar.error(errorMessageOf(error)),
        },
      ),
    pending: delivered.isPending,
  };

  return (
    <Stack gap="large">
      {permissions.manageScope ? (
        <Inline>
          <Button
            variant="primary"
            icon="plus"
            onPress={() => setEditing({ item: null, type: 'change' })}
          >
            New change request
          </Button>
          <Button icon="plus" onPress={() => setEditing({ item: null, type: 'baseline' })}>
            New baseline item
          </Button>
        </Inline>
      ) : null}
      {permissions.readFinancials ? <BudgetCard projectId={project.id} /> : null}
      <ScopeSection projectId={project.id} group="baseline" actions={actions} />
      <ScopeSection projectId={project.id} group="open" actions={actions} />
      <ScopeSection projectId={project.id} group="decided" actions={actions} />

      {editing !== null ? (
        <ScopeItemDialog
          projectId={project.id}
          currency={project.currency}
          item={editing.item}
          initialType={editing.type}
          showsPrice={permissions.readFinancials}
          onClose={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      {deciding !== null ? (
        <DecisionDialog
          project={project}
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onReload={reload}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete ${deleting?.title ?? ''}?`}
        confirmLabel="Delete"
        deletedMessage="Scope item deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        It is removed from the project&apos;s scope; the budget stays as it is.
      </DeleteConfirmDialog>
    </Stack>
  );
}
