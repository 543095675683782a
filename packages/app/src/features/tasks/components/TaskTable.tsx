import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Task } from '@keel/types';
import {
  DataTable,
  Inline,
  Link,
  Text,
  VisuallyHidden,
  type DataTableColumn,
  type DataTableKey,
  type DataTableSelection,
} from '@keel/ui';
import { withTaskDrawer } from '../task-drawer-url';
import type { TaskEditRights } from '../task-edit-rights';
import type { TaskRow, TaskTableRow } from '../task-rows';
import * as styles from '../tasks-list.css';
import { AssigneeCell, EstimateCell, ScheduleCell, StatusCell } from './TaskCells';

export interface TaskTableProps {
  'aria-label': string;
  rows: readonly TaskTableRow[];
  loading: boolean;
  /** Adds the project column (lists across projects). */
  showProjectName: boolean;
  /** Today (`YYYY-MM-DD`, UTC) for the overdue marks. */
  today: string;
  /** What the user may change on each task. */
  rightsOf: (task: Task) => TaskEditRights;
  /** Bulk selection; off when the user may change nothing here. */
  selectable: boolean;
  selectedKeys: DataTableSelection;
  onSelectionChange: (keys: DataTableSelection) => void;
  emptyState: ReactNode;
  height?: number;
  /** Asks for the next page when the last row scrolls into view (omit when all are in). */
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
}

function GroupHeading({ row }: { row: Extract<TaskTableRow, { kind: 'group' }> }) {
  const { title, count, completion } = row.group;
  return (
    <Text weight="strong">
      <Inline as="span" gap="small" wrap={false}>
        <Text truncate>{title}</Text>
        <span className={styles.groupCount}>
          <Text tone="muted" size="small" weight="regular">
            {count} {count === 1 ? 'task' : 'tasks'}
            {completion !== undefined ? ` · ${completion}% done` : ''}
          </Text>
        </span>
      </Inline>
    </Text>
  );
}

function taskOf(row: TaskTableRow): TaskRow | null {
  return row.kind === 'task' ? row : null;
}

/**
 * The one table of tasks every list uses (project list, my, team and all
 * tasks, custom views): group headings with their counts (project groups
 * with completion), subtasks under their parent, inline edits as the user's
 * rights allow, bulk selection. Virtualised by DataTable: thousands of rows
 * keep only the visible ones in the DOM. A task's name opens it in the drawer.
 */
export function TaskTable({
  rows,
  loading,
  showProjectName,
  today,
  rightsOf,
  selectable,
  selectedKeys,
  onSelectionChange,
  emptyState,
  height = 600,
  onLoadMore,
  isLoadingMore,
  ...aria
}: TaskTableProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const drawerHref = (taskId: number) => `${location.pathname}${withTaskDrawer(params, taskId)}`;
  // The columns close over the URL only through `drawerHref`; rebuild them when it changes.
  const search = params.toString();

  const columns = useMemo((): DataTableColumn<TaskTableRow>[] => {
    const onTask =
      (render: (row: TaskRow) => ReactNode) =>
      (row: TaskTableRow): ReactNode => {
        const task = taskOf(row);
        return task ? render(task) : '';
      };
    const all: DataTableColumn<TaskTableRow>[] = [
      {
        id: 'name',
        header: 'Task',
        isRowHeader: true,
        width: '1fr',
        minWidth: 200,
        cell: (row) => {
          if (row.kind === 'group') return <GroupHeading row={row} />;
          const { task, depth, context, parentName } = row;
          return (
            <span className={depth === 1 ? styles.nested : undefined}>
              <Inline as="span" gap="xsmall" wrap={false}>
                {depth === 1 ? <span aria-hidden="true">↳</span> : null}
                <Link href={drawerHref(task.id)} tone="neutral" underline="hover">
                  <Text truncate>{task.name}</Text>
                </Link>
                {context ? (
                  <Text tone="muted" size="small">
                    (parent, not in this list)
                  </Text>
                ) : null}
                {parentName ? (
                  <Text tone="muted" size="small">
                    in {parentName}
                  </Text>
                ) : null}
                {depth === 1 ? <VisuallyHidden>(subtask)</VisuallyHidden> : null}
              </Inline>
            </span>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        width: 128,
        cell: onTask(({ task, context }) => (
          <StatusCell task={task} canEdit={!context && rightsOf(task).status} />
        )),
      },
      {
        id: 'assignee',
        header: 'Assignee',
        width: 150,
        cell: onTask(({ task, context }) => (
          <AssigneeCell task={task} canEdit={!context && rightsOf(task).assignee} />
        )),
      },
      {
        id: 'dueDate',
        header: 'Due',
        // "15 Jan 2026 · Overdue" with its icon and the edit button's padding, on one line.
        width: 224,
        minWidth: 224,
        cell: onTask(({ task, context }) => (
          <ScheduleCell task={task} canEdit={!context && rightsOf(task).schedule} today={today} />
        )),
      },
      {
        id: 'estimate',
        header: 'Estimate',
        width: 84,
        align: 'end',
        cell: onTask(({ task, context }) => (
          <EstimateCell task={task} canEdit={!context && rightsOf(task).estimate} />
        )),
      },
    ];
    if (showProjectName) {
      all.splice(1, 0, {
        id: 'project',
        header: 'Project',
        width: 96,
        cell: onTask(({ task }) => task.project.code),
      });
    }
    return all;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawerHref reads `search` and the path
  }, [showProjectName, today, rightsOf, search, location.pathname]);

  // Group headings and context parents are not tasks of this list: they take no selection.
  const disabledKeys = useMemo(
    () => rows.filter((row) => row.kind === 'group' || row.context).map((row) => row.id),
    [rows],
  );

  const openRow = (key: DataTableKey) => {
    const row = rows.find((r) => r.id === key);
    if (row?.kind === 'task') void navigate(drawerHref(row.task.id));
  };

  return (
    <DataTable<TaskTableRow>
      aria-label={aria['aria-label']}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      disabledKeys={disabledKeys}
      onRowAction={openRow}
      height={height}
      rowHeight={44}
      emptyState={emptyState}
      onLoadMore={onLoadMore}
      isLoadingMore={isLoadingMore}
    />
  );
}
