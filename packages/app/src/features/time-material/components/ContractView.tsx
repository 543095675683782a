import { useState } from 'react';
import type { TimeMaterialContractDetail, TimeMaterialResource } from '@keel/types';
import { Button, Card, EmptyState, IconButton, Inline, Link, Stack } from '@keel/ui';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { resourceTimesheetPath } from '../consumption';
import { useRemoveResourceMutation } from '../time-material.mutations';
import { CapMeters } from './CapMeters';
import { ContractFacts } from './ContractFacts';
import { MonthlyConsumption } from './MonthlyConsumption';
import { ResourceDialog } from './ResourceDialog';
import { ResourcesTable } from './ResourcesTable';
import { StakeholderLinkCard } from './StakeholderLinkCard';

/**
 * One contract in the project tab: its facts, consumption against the caps,
 * resources, months and public link. Writes only with manageTimeMaterial.
 */
export function ContractView({
  projectId,
  contract,
  canManage,
  onEdit,
  onDelete,
  onReload,
}: {
  projectId: number;
  contract: TimeMaterialContractDetail;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReload: () => void;
}) {
  const [editing, setEditing] = useState<TimeMaterialResource | 'new' | null>(null);
  const [removing, setRemoving] = useState<TimeMaterialResource | null>(null);
  const remove = useRemoveResourceMutation(projectId, contract.id);
  const names = contract.resources.map((r) => ({ id: r.id, name: r.user.name }));

  return (
    <Stack gap="large">
      <Card
        title={contract.name}
        actions={
          canManage ? (
            <Inline>
              <Button size="small" icon="edit" onPress={onEdit}>
                Edit contract
              </Button>
              <Button size="small" icon="trash" onPress={onDelete}>
                Delete contract
              </Button>
            </Inline>
          ) : undefined
        }
      >
        <Stack>
          <ContractFacts contract={contract} />
          <CapMeters
            consumed={contract.consumed}
            capMinutes={contract.capMinutes}
            capAmount={contract.capAmount}
          />
        </Stack>
      </Card>
      <Card
        title="Resources"
        actions={
          canManage ? (
            <Button size="small" icon="plus" onPress={() => setEditing('new')}>
              Add resource
            </Button>
          ) : undefined
        }
      >
        {contract.resources.length === 0 ? (
          <EmptyState
            icon="users"
            title="No resources yet"
            description="Add the people who bill time on this contract, each with an hourly rate."
            headingLevel={3}
          />
        ) : (
          <ResourcesTable
            showRate={canManage}
            showActions
            rows={contract.resources.map((r) => ({
              id: r.id,
              name: r.user.name,
              hourlyRate: r.hourlyRate,
              capMinutes: r.capMinutes,
              consumed: r.consumed,
              actions: (
                <Inline gap="xsmall">
                  <Link
                    href={resourceTimesheetPath(projectId, r.id, contract.id)}
                    aria-label={`Timesheet of ${r.user.name}`}
                  >
                    Timesheet
                  </Link>
                  {canManage ? (
                    <>
                      <IconButton
                        icon="edit"
                        variant="ghost"
                        aria-label={`Edit ${r.user.name}`}
                        onPress={() => setEditing(r)}
                      />
                      <IconButton
                        icon="trash"
                        variant="ghost"
                        aria-label={`Remove ${r.user.name}`}
                        onPress={() => setRemoving(r)}
                      />
                    </>
                  ) : null}
                </Inline>
              ),
            }))}
          />
        )}
      </Card>
      <Card title="Per month">
        <MonthlyConsumption
          months={contract.months}
          resources={names}
          currency={contract.currency}
        />
      </Card>
      {canManage ? <StakeholderLinkCard projectId={projectId} contract={contract} /> : null}
      {editing !== null ? (
        <ResourceDialog
          projectId={projectId}
          contract={contract}
          resource={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={onReload}
        />
      ) : null}
      <DeleteConfirmDialog
        item={removing}
        title={`Remove ${removing?.user.name ?? ''} from the contract?`}
        confirmLabel="Remove"
        deletedMessage="Resource removed"
        remove={remove}
        onClose={() => setRemoving(null)}
      >
        Their time entries stay; they are no longer billed on this contract.
      </DeleteConfirmDialog>
    </Stack>
  );
}
