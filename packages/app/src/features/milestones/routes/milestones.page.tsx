import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Inline, Skeleton, Stack, snackbar, Text } from '@keel/ui';
import type { Milestone } from '@keel/types';
import { todayUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/management/useListParams';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { milestonesQueryOptions } from '../milestones.queries';
import { useDeleteMilestoneMutation, useSetMilestoneStatusMutation } from '../milestones.mutations';
import { financialFilter, MilestoneFilters, statusFilter } from '../components/MilestoneFilters';
import { MilestoneTimeline } from '../components/MilestoneTimeline';
import { MilestoneTable } from '../components/MilestoneTable';
import { canWriteMilestone } from '../milestone-status';
import { MilestoneDialog } from '../components/MilestoneDialog';
import { MilestoneDetailsDialog } from '../components/MilestoneDetailsDialog';
import * as styles from '../milestones.css';
import { useProjectContext } from '../../projects';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';
import { CreateInvoiceFromMilestonesButton } from '../../invoices';

/**
 * `/projects/{projectId}/milestones`: a timeline and a list of the project's
 * milestones, filtered by status and financial flag in the URL;
 * manageMilestones creates, edits, marks reached and deletes.
 */
export default function MilestonesPage() {
  const { project, permissions } = useProjectContext();
  const canManage = permissions.manageMilestones;
  const list = useListParams({ sort: 'dueDate', pageSize: 100, filters: ['status', 'financial'] });
  const status = statusFilter(list.filters.status ?? '');
  const financial = financialFilter(list.filters.financial ?? '');
  const milestones = useQuery(
    milestonesQueryOptions(project.id, {
      page: list.page,
      pageSize: list.pageSize,
      status,
      financial,
    }),
  );
  const [editing, setEditing] = useState<Milestone | 'new' | null>(null);
  const [viewing, setViewing] = useState<Milestone | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const setStatus = useSetMilestoneStatusMutation(project.id);
  const remove = useDeleteMilestoneMutation(project.id);
  const items = milestones.data?.items ?? [];
  const amountsVisible = milestones.data?.amountsVisible ?? false;
  const filtered = status !== undefined || financial !== undefined;

  const open = (m: Milestone) => (canWriteMilestone(m, canManage) ? setEditing(m) : setViewing(m));
  const newButton = canManage ? (
    <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
      New milestone
    </Button>
  ) : null;

  return (
    <Stack gap="large">
      <Inline gap="medium" align="end">
        <MilestoneFilters
          status={status}
          financial={financial}
          onChange={(change) => list.update(change)}
        />
        <span className={styles.grow} />
        {amountsVisible ? <CreateInvoiceFromMilestonesButton milestones={items} /> : null}
        {newButton}
      </Inline>
      {milestones.data && !amountsVisible && items.some((m) => m.financial) ? (
        <Text as="p" tone="muted">
          Amounts of financial milestones are not shown to you.
        </Text>
      ) : null}
      <Card title="Timeline">
        {milestones.isPending ? (
          <Skeleton lines={4} label="Loading the timeline" />
        ) : (
          <MilestoneTimeline milestones={items} today={todayUtc()} onOpen={open} />
        )}
      </Card>
      <MilestoneTable
        milestones={items}
        loading={milestones.isPending}
        amountsVisible={amountsVisible}
        canManage={canManage}
        pendingId={setStatus.isPending ? (setStatus.variables?.milestone.id ?? null) : null}
        paging={list.paging(milestones.data?.total)}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            noMatch="No milestones match"
            change="Change the filters."
            title="No milestones yet"
            description="Milestones mark what the project delivers, and when."
            action={newButton}
          />
        }
        onSetStatus={(milestone, next) =>
          setStatus.mutate(
            { milestone, status: next },
            {
              onSuccess: (saved) =>
                snackbar.success(
                  next === 'reached' ? `${saved.name} reached` : `${saved.name} planned again`,
                ),
            },
          )
        }
        onEdit={setEditing}
        onDelete={setDeleting}
        onOpen={open}
      />
      {editing !== null ? (
        <MilestoneDialog
          projectId={project.id}
          currency={project.currency}
          milestone={editing === 'new' ? null : editing}
          canSetMoney={permissions.readFinancials}
          onClose={() => setEditing(null)}
          onReload={() => void milestones.refetch()}
        />
      ) : null}
      {viewing ? (
        <MilestoneDetailsDialog milestone={viewing} onClose={() => setViewing(null)} />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete milestone ${deleting?.name ?? ''}?`}
        confirmLabel="Delete milestone"
        deletedMessage="Milestone deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        Its tasks stay, without a milestone.
      </DeleteConfirmDialog>
    </Stack>
  );
}
