import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TimeMaterialContract } from '@keel/types';
import { Button, EmptyState, Inline, LoadFailed, QueryStates, Select, Skeleton } from '@keel/ui';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { formatDate } from '../../../lib/format';
import { positiveIntOf } from '../consumption';
import { contractQueryOptions, contractsQueryOptions } from '../time-material.queries';
import { useDeleteContractMutation } from '../time-material.mutations';
import { ContractDialog } from '../components/ContractDialog';
import { ContractView } from '../components/ContractView';
import * as styles from '../time-material.css';
import { useProjectContext } from '../../projects';
import { CreateInvoiceFromTimeButton } from '../../invoices';

/**
 * Time & Material tab: the project's contracts (latest period first), one at
 * a time (`?contract=<id>`, the first by default), with its consumption.
 */
export default function TimeMaterialPage() {
  const { project, permissions } = useProjectContext();
  const canManage = permissions.manageTimeMaterial;
  const [params, setParams] = useSearchParams();
  const contracts = useQuery(contractsQueryOptions(project.id));
  const items = contracts.data?.items ?? [];
  const wanted = positiveIntOf(params.get('contract'));
  const selected = items.find((c) => c.id === wanted) ?? items[0] ?? null;
  const detail = useQuery({
    ...contractQueryOptions(project.id, selected?.id ?? 0),
    enabled: selected !== null,
  });
  const [editing, setEditing] = useState<TimeMaterialContract | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TimeMaterialContract | null>(null);
  const remove = useDeleteContractMutation(project.id);

  const choose = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('contract');
        else next.set('contract', String(id));
        return next;
      },
      { replace: true },
    );

  const newButton = canManage ? (
    <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
      New contract
    </Button>
  ) : null;

  const contract = () => {
    if (detail.data && detail.data.id === selected?.id)
      return (
        <ContractView
          projectId={project.id}
          contract={detail.data}
          canManage={canManage}
          onEdit={() => setEditing(detail.data)}
          onDelete={() => setDeleting(detail.data)}
          onReload={() => void detail.refetch()}
        />
      );
    if (detail.isError)
      return <LoadFailed what="The contract" onRetry={() => void detail.refetch()} />;
    return <Skeleton lines={8} label="Loading the contract" />;
  };
  const body = (
    <QueryStates
      query={contracts}
      what="The contracts"
      loading={<Skeleton lines={6} label="Loading the contracts" />}
      isEmpty={() => !selected}
      empty={
        <EmptyState
          icon="briefcase"
          title="No time and material contracts"
          description={
            canManage
              ? 'A contract bills the hours people log on this project at their rates, within its period and caps.'
              : 'Contracts billing this project’s hours appear here once a project manager adds them.'
          }
          action={newButton ?? undefined}
        />
      }
    >
      {contract}
    </QueryStates>
  );

  return (
    <div className={styles.tabBody}>
      {items.length > 0 ? (
        <Inline gap="medium" align="end" justify="spaceBetween">
          <Select
            label="Contract"
            items={items.map((c) => ({
              id: c.id,
              name: c.name,
              description: `${formatDate(c.periodStart)} – ${formatDate(c.periodEnd)}`,
            }))}
            value={selected?.id ?? null}
            onChange={(key) => key !== null && choose(Number(key))}
          />
          <Inline gap="small">
            {selected ? (
              <CreateInvoiceFromTimeButton
                source={{ contractId: selected.id, name: selected.name }}
              />
            ) : null}
            {newButton}
          </Inline>
        </Inline>
      ) : null}
      {body}
      {editing !== null ? (
        <ContractDialog
          projectId={project.id}
          contract={editing === 'new' ? null : editing}
          defaultCurrency={project.currency}
          onClose={() => setEditing(null)}
          onSaved={(saved) => choose(saved.id)}
          onReload={() => void contracts.refetch()}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete contract ${deleting?.name ?? ''}?`}
        confirmLabel="Delete contract"
        deletedMessage="Contract deleted"
        remove={{
          isPending: remove.isPending,
          mutate: (contract, options) =>
            remove.mutate(contract, {
              ...options,
              onSuccess: (...args) => {
                choose(null);
                options?.onSuccess?.(...args);
              },
            }),
        }}
        onClose={() => setDeleting(null)}
      >
        Its resources and its public link go away; the time entries stay.
      </DeleteConfirmDialog>
    </div>
  );
}
