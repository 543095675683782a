import type { ReactNode } from 'react';
import { Button, DataTable, Icon, Inline, ProgressBar, type DataTableColumn } from '@keel/ui';
import type { Milestone } from '@keel/types';
import { EMPTY, formatDate, formatMoney } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import type { DataTablePaging } from '@keel/ui';
import { MILESTONE_STATUS_ICONS, MILESTONE_STATUS_TITLES } from '../milestone-status';
import * as styles from '../milestones.css';

/** The status in words beside its shape and colour. */
export function MilestoneStatusText({ milestone }: { milestone: Milestone }) {
  return (
    <span className={`${styles.statusCell} ${styles.statusTone[milestone.status]}`}>
      <Icon name={MILESTONE_STATUS_ICONS[milestone.status]} />
      {MILESTONE_STATUS_TITLES[milestone.status]}
    </span>
  );
}

function TaskProgress({ milestone }: { milestone: Milestone }) {
  const { taskCount, completedTaskCount } = milestone.progress;
  if (taskCount === 0) return <span className={styles.muted}>No tasks</span>;
  return (
    <div className={styles.progressCell}>
      <ProgressBar
        label={`${completedTaskCount} of ${taskCount} tasks done`}
        value={completedTaskCount}
        maxValue={taskCount}
        showValue={false}
      />
    </div>
  );
}

/** A financial milestone's amount, or why it is not shown. */
function amountOf(milestone: Milestone): string {
  if (!milestone.financial) return EMPTY;
  return milestone.financials ? formatMoney(milestone.financials.amount) : 'Amount hidden';
}

/**
 * Whether this user may write the milestone: a save sends every field, so a
 * financial milestone whose amount is hidden from them stays read-only.
 */
export function canWriteMilestone(milestone: Milestone, manageMilestones: boolean): boolean {
  return manageMilestones && (!milestone.financial || milestone.financials !== null);
}

/**
 * The milestones by due date: status with its shape, linked tasks' progress,
 * the amount and invoicing dates where the user sees amounts; managers change
 * the status in place (planned <-> reached), edit and delete.
 */
export function MilestoneTable({
  milestones,
  loading,
  amountsVisible,
  canManage,
  pendingId,
  paging,
  emptyState,
  onSetStatus,
  onEdit,
  onDelete,
}: {
  milestones: readonly Milestone[];
  loading: boolean;
  amountsVisible: boolean;
  canManage: boolean;
  /** The milestone whose status is being saved. */
  pendingId: number | null;
  paging: DataTablePaging;
  emptyState: ReactNode;
  onSetStatus: (milestone: Milestone, status: 'planned' | 'reached') => void;
  onEdit: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
}) {
  const columns: DataTableColumn<Milestone>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      width: '2fr',
      minWidth: 160,
      cell: (m) => m.name,
    },
    { id: 'dueDate', header: 'Due date', minWidth: 110, cell: (m) => formatDate(m.dueDate) },
    {
      id: 'status',
      header: 'Status',
      minWidth: 110,
      cell: (m) => <MilestoneStatusText milestone={m} />,
    },
    {
      id: 'progress',
      header: 'Tasks',
      minWidth: 150,
      cell: (m) => <TaskProgress milestone={m} />,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      minWidth: 120,
      cell: amountOf,
    },
    ...(amountsVisible
      ? (
          [
            ['forecastDate', 'Forecast'],
            ['invoicedDate', 'Invoiced'],
            ['paidDate', 'Paid'],
          ] as const
        ).map(([key, header]): DataTableColumn<Milestone> => ({
          id: key,
          header,
          minWidth: 110,
          cell: (m) => formatDate(m.financials?.[key]),
        }))
      : []),
    {
      id: 'description',
      header: 'Description',
      width: '2fr',
      minWidth: 160,
      cell: (m) => m.description || EMPTY,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 220,
            minWidth: 220,
            cell: (m: Milestone) =>
              canWriteMilestone(m, canManage) ? (
                <Inline as="span" gap="small" align="center">
                  <Button
                    size="small"
                    isLoading={pendingId === m.id}
                    aria-label={
                      m.status === 'reached' ? `Mark ${m.name} planned` : `Mark ${m.name} reached`
                    }
                    onPress={() => onSetStatus(m, m.status === 'reached' ? 'planned' : 'reached')}
                  >
                    {m.status === 'reached' ? 'Mark planned' : 'Mark reached'}
                  </Button>
                  <RowEditDeleteActions
                    name={m.name}
                    onEdit={() => onEdit(m)}
                    onDelete={() => onDelete(m)}
                  />
                </Inline>
              ) : (
                <span className={styles.muted}>Amount hidden from you</span>
              ),
          },
        ]
      : []),
  ];

  return (
    <DataTable
      aria-label="Milestones"
      columns={columns}
      rows={milestones}
      getRowId={(m) => m.id}
      loading={loading}
      rowHeight={56}
      emptyState={emptyState}
      paging={paging}
    />
  );
}
