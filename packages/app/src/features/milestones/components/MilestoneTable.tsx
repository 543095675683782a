import {
  Icon,
  IconButton,
  Inline,
  ProgressBar,
  Stack,
  Tooltip,
  type DataTableColumn,
  Text,
} from '@keel/ui';
import type { Milestone } from '@keel/types';
import { formatDate } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import {
  MILESTONE_STATUS_ICONS,
  MILESTONE_STATUS_TITLES,
  MILESTONE_STATUS_TONES,
  amountOf,
  canWriteMilestone,
  invoicingOf,
} from '../milestone-status';
import * as styles from '../milestones.css';
import {
  FittedTable,
  type RegisterTableProps,
} from '../../../lib/management/components/FittedTable';

/** The status in words beside its shape and colour. */
export function MilestoneStatusText({ milestone }: { milestone: Milestone }) {
  return (
    <Text tone={MILESTONE_STATUS_TONES[milestone.status]}>
      <Inline as="span" gap="xsmall" wrap={false}>
        <Icon name={MILESTONE_STATUS_ICONS[milestone.status]} />
        {MILESTONE_STATUS_TITLES[milestone.status]}
      </Inline>
    </Text>
  );
}

function TaskProgress({ milestone }: { milestone: Milestone }) {
  const { taskCount, completedTaskCount } = milestone.progress;
  if (taskCount === 0) return <Text tone="muted">No tasks</Text>;
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

/** Planned <-> reached in one press, named after the milestone; the tooltip says it too. */
function StatusToggle({
  milestone,
  isPending,
  onSetStatus,
}: {
  milestone: Milestone;
  isPending: boolean;
  onSetStatus: (milestone: Milestone, status: 'planned' | 'reached') => void;
}) {
  const next = milestone.status === 'reached' ? 'planned' : 'reached';
  return (
    <Tooltip content={next === 'reached' ? 'Mark reached' : 'Mark planned again'}>
      <IconButton
        icon={next === 'reached' ? 'success' : 'clock'}
        size="small"
        variant="ghost"
        isDisabled={isPending}
        aria-label={`Mark ${milestone.name} ${next}`}
        onPress={() => onSetStatus(milestone, next)}
      />
    </Tooltip>
  );
}

/**
 * The milestones by due date: status with its shape, linked tasks' progress,
 * the amount and how far its invoicing came where the user sees amounts; managers change
 * the status in place (planned <-> reached), edit and delete.
 */
export function MilestoneTable({
  milestones,
  amountsVisible,
  canManage,
  pendingId,
  onSetStatus,
  onEdit,
  onDelete,
  ...table
}: RegisterTableProps<Milestone> & {
  milestones: readonly Milestone[];
  amountsVisible: boolean;
  canManage: boolean;
  /** The milestone whose status is being saved. */
  pendingId: number | null;
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
      minWidth: 180,
      cell: (m) => (
        <Stack as="span" gap="none">
          <Text truncate>{m.name}</Text>
          {m.description ? (
            <Text tone="muted" size="small" truncate>
              {m.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'dueDate', header: 'Due date', minWidth: 130, cell: (m) => formatDate(m.dueDate) },
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
      ? [
          {
            id: 'invoicing',
            header: 'Invoicing',
            minWidth: 180,
            cell: invoicingOf,
          } satisfies DataTableColumn<Milestone>,
        ]
      : []),
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 130,
            minWidth: 130,
            cell: (m: Milestone) =>
              canWriteMilestone(m, canManage) ? (
                <Inline as="span" gap="xsmall" align="center">
                  <StatusToggle
                    milestone={m}
                    isPending={pendingId === m.id}
                    onSetStatus={onSetStatus}
                  />
                  <RowEditDeleteActions
                    name={m.name}
                    onEdit={() => onEdit(m)}
                    onDelete={() => onDelete(m)}
                  />
                </Inline>
              ) : (
                <Text tone="muted">Read only</Text>
              ),
          },
        ]
      : []),
  ];

  return (
    <FittedTable
      aria-label="Milestones"
      columns={columns}
      rows={milestones}
      rowHeight={56}
      {...table}
    />
  );
}
