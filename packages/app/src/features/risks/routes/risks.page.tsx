import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Skeleton, Stack, Inline } from '@keel/ui';
import type { Risk } from '@keel/types';
import { useListParams } from '../../../lib/management/useListParams';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { access, may } from '../../../lib/session';
import { riskRegisterQueryOptions, risksKeys } from '../risks.queries';
import { useDeleteRiskMutation } from '../risks.mutations';
import { ratingFilter, withRiskDrawer } from '../risk-model';
import { RiskHeatMap } from '../components/RiskHeatMap';
import { RiskTable } from '../components/RiskTable';
import { RiskFilters, kindFilter, sortOf, statusFilter } from '../components/RiskFilters';
import { RiskDialog } from '../components/RiskDialog';
import { RiskDrawerHost } from '../components/RiskDrawer';
import { useQueryClient } from '@tanstack/react-query';
import * as styles from '../risks.css';
import { currentUserQueryOptions } from '../../../lib/session';
import { useProjectContext } from '../../projects';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

/**
 * `/projects/{projectId}/risks`: the register. The heat map of the items not
 * closed filters the list to a cell; the list filters by kind, status and
 * text, sorted as chosen (all in the URL); a row opens the item in the drawer
 * (`?risk=<id>`). manageRisks raises, edits and deletes.
 */
export default function RisksPage() {
  const { project, permissions } = useProjectContext();
  const canManage = permissions.manageRisks;
  const me = useQuery(currentUserQueryOptions());
  // readRisks reads everything (comments, history); readProject alone (a
  // stakeholder) only the shared items. Subscriptions need the global flag.
  const readsAll = permissions.readRisks;
  const canSubscribe = readsAll && may(me.data, access.projectRisks);
  const list = useListParams({
    sort: 'severity',
    pageSize: 50,
    filters: ['kind', 'status', 'probability', 'impact'],
  });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = kindFilter(list.filters.kind ?? '');
  const status = statusFilter(list.filters.status ?? '');
  const probability = ratingFilter(list.filters.probability ?? '');
  const impact = ratingFilter(list.filters.impact ?? '');
  const sort = sortOf(list.sort);
  const cell = probability !== undefined && impact !== undefined ? { probability, impact } : null;
  const register = useQuery(
    riskRegisterQueryOptions(project.id, {
      page: list.page,
      pageSize: list.pageSize,
      search: list.search || undefined,
      kind,
      status,
      probability: cell?.probability,
      impact: cell?.impact,
      sort,
    }),
  );
  const [editing, setEditing] = useState<Risk | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Risk | null>(null);
  const remove = useDeleteRiskMutation(project.id);
  const items = register.data?.items ?? [];
  const filtered = !!(kind || status || cell || list.search);
  const open = (risk: Risk) => void navigate({ search: withRiskDrawer(searchParams, risk.id) });
  const closeDrawer = () => void navigate({ search: withRiskDrawer(searchParams, null) });
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: risksKeys.project(project.id) });

  const newButton = canManage ? (
    <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
      New risk or issue
    </Button>
  ) : null;

  return (
    <Stack gap="large">
      <Inline gap="medium" align="end">
        <RiskFilters
          search={list.search}
          kind={kind}
          status={status}
          sort={sort}
          onChange={(change) => list.update(change)}
        />
        <span className={styles.grow} />
        {newButton}
      </Inline>
      <Card title="Heat map">
        {register.isPending ? (
          <Skeleton lines={5} label="Loading the heat map" />
        ) : (
          <Stack gap="small">
            <RiskHeatMap
              cells={register.data?.heatMap ?? []}
              selected={cell}
              onSelect={(next) =>
                list.update({
                  probability: next?.probability ?? null,
                  impact: next?.impact ?? null,
                })
              }
            />
            {cell ? (
              <p className={styles.filterNote} role="status">
                <span>
                  Showing probability {cell.probability}, impact {cell.impact} only.
                </span>
                <Button
                  size="small"
                  variant="ghost"
                  onPress={() => list.update({ probability: null, impact: null })}
                >
                  Clear the cell filter
                </Button>
              </p>
            ) : null}
          </Stack>
        )}
      </Card>
      <RiskTable
        risks={items}
        loading={register.isPending}
        showProject={false}
        paging={list.paging(register.data?.total)}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            noMatch="No risks or issues match"
            change="Change the filters or choose the heat map cell again."
            title="No risks or issues yet"
            description="Record what may go wrong (risks) and what already has (issues)."
            action={newButton}
          />
        }
        onOpen={open}
      />
      <RiskDrawerHost
        projectId={project.id}
        actions={{ canManage, readsAll, canSubscribe, onEdit: setEditing, onDelete: setDeleting }}
      />
      {editing !== null ? (
        <RiskDialog
          projectId={project.id}
          risk={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={reload}
          onSaved={(saved) => editing === 'new' && open(saved)}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete ${deleting?.title ?? ''}?`}
        confirmLabel="Delete"
        deletedMessage="Risk or issue deleted"
        remove={{
          isPending: remove.isPending,
          mutate: (risk, options) =>
            remove.mutate(risk, {
              ...options,
              onSuccess: (...args) => {
                closeDrawer();
                options?.onSuccess?.(...args);
              },
            }),
        }}
        onClose={() => setDeleting(null)}
      >
        Its comments, history and item subscriptions go with it.
      </DeleteConfirmDialog>
    </Stack>
  );
}
