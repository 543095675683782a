import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

/**
 * What the cells read as they render: the user's rights, today and the drawer's links. The
 * table's columns (and so its row collection, built once per row for thousands of rows) do
 * not depend on them: a new page, a new set of managed projects or a URL change re-renders
 * the rows in view, not every loaded row.
 */
interface TaskCellContextValue {
  rightsOf: (task: Task) => TaskEditRights;
  today: string;
  drawerHref: (taskId: number) => string;
}

const TaskCellContext = createContext<TaskCellContextValue | null>(null);

function useTaskCell(): TaskCellContextValue {
  const value = useContext(TaskCellContext);
  if (!value) throw new Error('A task cell renders inside TaskTable');
  return value;
}

function NameCell({ row }: { row: TaskRow }) {
  const { drawerHref } = useTaskCell();
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
}

/** An editable cell of a task row: editable when the row is a match and the user may. */
function EditCell({
  row,
  field,
}: {
  row: TaskRow;
  field: 'status' | 'assignee' | 'schedule' | 'estimate';
}) {
  const { rightsOf, today } = useTaskCell();
  const { task, context } = row;
  const canEdit = !context && rightsOf(task)[field];
  switch (field) {
    case 'status':
      return <StatusCell task={task} canEdit={canEdit} />;
    case 'assignee':
      return <AssigneeCell task={task} canEdit={canEdit} />;
    case 'schedule':
      return <ScheduleCell task={task} canEdit={canEdit} today={today} />;
    case 'estimate':
      return <EstimateCell task={task} canEdit={canEdit} />;
  }
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
  const search = params.toString();
  const cellContext = useMemo(
    (): TaskCellContextValue => ({ rightsOf, today, drawerHref }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawerHref reads `search` and the path
    [rightsOf, today, search, location.pathname],
  );

  // Only the set of columns: what a cell shows beyond its row comes from TaskCellContext.
  const columns = useMemo((): DataTableColumn<TaskTableRow>[] => {
    const onTask =
      (render: (row: TaskRow) => ReactNode) =>
      (row: TaskTableRow): ReactNode =>
        row.kind === 'task' ? render(row) : '';
    const all: DataTableColumn<TaskTableRow>[] = [
      {
        id: 'name',
        header: 'Task',
        isRowHeader: true,
        width: '1fr',
        minWidth: 200,
        cell: (row) => (row.kind === 'group' ? <GroupHeading row={row} /> : <NameCell row={row} />),
      },
      {
        id: 'status',
        header: 'Status',
        width: 128,
        cell: onTask((row) => <EditCell row={row} field="status" />),
      },
      {
        id: 'assignee',
        header: 'Assignee',
        width: 150,
        cell: onTask((row) => <EditCell row={row} field="assignee" />),
      },
      {
        id: 'dueDate',
        header: 'Due',
        // "15 Jan 2026 · Overdue" with its icon and the edit button's padding, on one line.
        width: 224,
        minWidth: 224,
        cell: onTask((row) => <EditCell row={row} field="schedule" />),
      },
      {
        id: 'estimate',
        header: 'Estimate',
        width: 84,
        align: 'end',
        cell: onTask((row) => <EditCell row={row} field="estimate" />),
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
  }, [showProjectName]);

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
    <TaskCellContext.Provider value={cellContext}>
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
    </TaskCellContext.Provider>
  );
}
