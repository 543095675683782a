import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  Inline,
  QueryStates,
  type DataTableColumn,
} from '@keel/ui';
import type { ScopeGroup, ScopeItem, ScopeTotals } from '@keel/types';
import { EMPTY, formatDate, formatHours, formatMoney } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import { scopeSectionQueryOptions } from '../scope.queries';
import { SCOPE_STATUS_LABELS, SCOPE_STATUS_TONES } from '../scope-labels';

const PAGE_SIZE = 25;
const ROW_HEIGHT = 48;

const SECTION_TITLES: Record<ScopeGroup, string> = {
  baseline: 'Baseline',
  open: 'Open change requests',
  decided: 'Decided change requests',
};

const EMPTY_TEXT: Record<ScopeGroup, { title: string; description: string }> = {
  baseline: {
    title: 'No baseline items yet',
    description: 'The baseline lists the scope the budget was set for.',
  },
  open: {
    title: 'No open change requests',
    description: 'A change request asks for more (or less) scope; approving it moves the budget.',
  },
  decided: {
    title: 'Nothing decided yet',
    description: 'Approved, rejected and delivered change requests show here.',
  },
};

/** What a section's row may do, from the page (which knows the permissions). */
export interface ScopeRowActions {
  canManage: boolean;
  canDecide: boolean;
  onEdit: (item: ScopeItem) => void;
  onDelete: (item: ScopeItem) => void;
  onDecide: (item: ScopeItem, decision: 'approved' | 'rejected') => void;
  onDelivered: (item: ScopeItem, delivered: boolean) => void;
  pending: boolean;
}

/** The day of an instant, e.g. `26 Dec 2025`. */
const formatDay = (instant: string) => formatDate(instant.slice(0, 10));

export function totalsText(totals: ScopeTotals): string {
  const items = `${totals.count} ${totals.count === 1 ? 'item' : 'items'}`;
  const hours = formatHours(totals.effortMinutes);
  return totals.price
    ? `${items} · ${hours} · ${formatMoney(totals.price)}`
    : `${items} · ${hours}`;
}

/** One section of the scope page: its items a page at a time, its totals in the heading. */
export function ScopeSection({
  projectId,
  group,
  actions,
}: {
  projectId: number;
  group: ScopeGroup;
  actions: ScopeRowActions;
}) {
  const [page, setPage] = useState(1);
  const section = useQuery(scopeSectionQueryOptions(projectId, group, page, PAGE_SIZE));
  const data = section.data;
  const title = SECTION_TITLES[group];

  const columns: DataTableColumn<ScopeItem>[] = [
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      cell: (item) => item.title,
    },
    {
      id: 'status',
      header: 'Status',
      width: 120,
      cell: (item) => (
        <Badge tone={SCOPE_STATUS_TONES[item.status]}>{SCOPE_STATUS_LABELS[item.status]}</Badge>
      ),
    },
    {
      id: 'effort',
      header: 'Effort',
      align: 'end',
      width: 100,
      cell: (item) => formatHours(item.effortMinutes),
    },
    ...(data?.amountsVisible
      ? [
          {
            id: 'price',
            header: 'Price',
            align: 'end' as const,
            width: 130,
            cell: (item: ScopeItem) => formatMoney(item.price),
          },
        ]
      : []),
    ...(group === 'decided'
      ? [
          {
            id: 'decision',
            header: 'Decision',
            width: '2fr' as const,
            cell: (item: ScopeItem) =>
              item.decidedAt
                ? `${item.decisionNote ? `${item.decisionNote} — ` : ''}${
                    item.decidedBy?.name ?? 'Someone'
                  }, ${formatDay(item.decidedAt)}`
                : EMPTY,
          },
        ]
      : [
          {
            id: 'requestedBy',
            header: 'Requested by',
            cell: (item: ScopeItem) => item.requestedBy || EMPTY,
          },
        ]),
    ...(actions.canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: group === 'open' ? 240 : group === 'decided' ? 190 : 100,
            cell: (item: ScopeItem) => <RowButtons item={item} actions={actions} />,
          },
        ]
      : []),
  ];

  const rows = data?.items ?? [];
  const totals = data?.totals[group];
  return (
    <Card title={title} actions={totals ? <span>{totalsText(totals)}</span> : undefined}>
      <QueryStates query={section} what={title.toLowerCase()}>
        <DataTable
          aria-label={title}
          columns={columns}
          rows={rows}
          getRowId={(item) => item.id}
          loading={section.isPending}
          rowHeight={ROW_HEIGHT}
          height={Math.min(Math.max(rows.length, 2), 8) * ROW_HEIGHT + 44}
          emptyState={<EmptyState {...EMPTY_TEXT[group]} />}
          paging={
            data && data.total > PAGE_SIZE
              ? { page, pageSize: PAGE_SIZE, total: data.total, onPageChange: setPage }
              : undefined
          }
        />
      </QueryStates>
    </Card>
  );
}

function RowButtons({ item, actions }: { item: ScopeItem; actions: ScopeRowActions }) {
  const movedBudget =
    item.type === 'change' && (item.status === 'approved' || item.status === 'delivered');
  return (
    <Inline as="span">
      {item.type === 'change' && item.status === 'proposed' && actions.canDecide ? (
        <>
          <Button
            size="small"
            aria-label={`Approve ${item.title}`}
            isDisabled={actions.pending}
            onPress={() => actions.onDecide(item, 'approved')}
          >
            Approve
          </Button>
          <Button
            size="small"
            aria-label={`Reject ${item.title}`}
            isDisabled={actions.pending}
            onPress={() => actions.onDecide(item, 'rejected')}
          >
            Reject
          </Button>
        </>
      ) : null}
      {item.type === 'change' && item.status === 'approved' ? (
        <Button
          size="small"
          aria-label={`Mark ${item.title} delivered`}
          isDisabled={actions.pending}
          onPress={() => actions.onDelivered(item, true)}
        >
          Mark delivered
        </Button>
      ) : null}
      {item.type === 'change' && item.status === 'delivered' ? (
        <Button
          size="small"
          aria-label={`Mark ${item.title} not delivered`}
          isDisabled={actions.pending}
          onPress={() => actions.onDelivered(item, false)}
        >
          Not delivered
        </Button>
      ) : null}
      <RowEditDeleteActions
        name={item.title}
        onEdit={() => actions.onEdit(item)}
        // An approved change moved the budget: it stays (a new change request takes scope out).
        onDelete={movedBudget ? undefined : () => actions.onDelete(item)}
      />
    </Inline>
  );
}
