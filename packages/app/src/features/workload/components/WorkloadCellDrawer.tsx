import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  TASK_STATUS_TITLES,
  type WorkloadInput,
  type WorkloadPeriod,
  type WorkloadTask,
} from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  Drawer,
  FactList,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { EMPTY, formatDate, formatDuration } from '../../../lib/format';
import { cellLabel, cellTasks, periodName, type GridCell, type GridRow } from '../workload-grid';
import { workloadQueryOptions } from '../workload.queries';
import * as styles from './WorkloadCellDrawer.css';
import { TaskEditor } from './WorkloadTaskEditor';

/**
 * The tasks behind one cell of the heat map: each with its project, the
 * part of its remaining work in this period, the remaining work and its
 * dates. "Reassign or reschedule" opens the task's own controls: what its
 * permissions allow (`GET /tasks/{id}/permissions`), saved through the tasks
 * feature's mutation with the task's version. A change by someone else first
 * (409) says so and offers a reload. After every save the workload is
 * fetched again, so the grid behind (and this list) show the new figures.
 * The grid's answer carries no task details: the drawer asks for this one
 * row and period with them (`body`, see `cellBody`).
 */
export function WorkloadCellDrawer({
  row,
  period,
  cell,
  body,
  onClose,
}: {
  row: GridRow;
  period: WorkloadPeriod;
  /** The cell as the latest answer has it (it changes after a save). */
  cell: GridCell;
  /** The request of this row's tasks (`cellBody`). */
  body: WorkloadInput;
  onClose: () => void;
}) {
  const title = `${row.label}, ${periodName(period)}`;
  const answer = useQuery({
    ...workloadQueryOptions(period.start, period.end, body),
    // Another cell's tasks are not this one's.
    placeholderData: undefined,
  });
  const { tasks, unscheduled } = answer.data
    ? cellTasks(answer.data, row.user?.id ?? null)
    : { tasks: [], unscheduled: [] };
  return (
    <Drawer
      title={title}
      side="right"
      width="wide"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div className={styles.body}>
        <Stack gap="medium">
          <Text as="p" tone="muted">
            {cellLabel(row, period, cell)}.
          </Text>
          {answer.isError ? (
            <Callout tone="caution" announce="none">
              The tasks could not be loaded: {errorMessageOf(answer.error)}
            </Callout>
          ) : !answer.data ? (
            <Skeleton lines={3} label="Loading the tasks of this period" />
          ) : tasks.length === 0 ? (
            <Text as="p" tone="muted">
              No task has work planned in this period.
            </Text>
          ) : (
            <Stack as="ul" gap="small" aria-label="Tasks in this period">
              {/* The most work in this period first; tasks without an estimate add none. */}
              {[...tasks]
                .sort((a, b) => b.allocatedMinutes - a.allocatedMinutes)
                .map((task) => (
                  <WorkloadTaskItem key={task.taskId} task={task} />
                ))}
            </Stack>
          )}
          {unscheduled.length > 0 ? (
            <Stack gap="small">
              <Text as="h3" size="medium">
                Without dates
              </Text>
              <Text as="p" tone="muted">
                These open tasks have an estimate but neither a start nor a due date, so they are in
                no period. Give them dates to plan them.
              </Text>
              <Stack as="ul" gap="small" aria-label="Tasks without dates">
                {unscheduled.map((task) => (
                  <WorkloadTaskItem key={task.taskId} task={task} />
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      </div>
    </Drawer>
  );
}

function WorkloadTaskItem({ task }: { task: WorkloadTask }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.item}>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <Link href={`/tasks/${task.taskId}`}>{task.name}</Link>
          <Badge tone="neutral">{TASK_STATUS_TITLES[task.status]}</Badge>
          {task.tentative ? <Badge tone="info">Tentative (draft project)</Badge> : null}
        </Inline>
        <Text as="div" size="small">
          <FactList
            facts={[
              { term: 'Project', value: `${task.project.code} ${task.project.name}` },
              { term: 'In this period', value: formatDuration(task.allocatedMinutes) },
              {
                term: 'Remaining',
                value:
                  task.remainingMinutes === null
                    ? 'No estimate'
                    : `${formatDuration(task.remainingMinutes)} of ${formatDuration(task.estimateMinutes)}`,
              },
              {
                term: 'Dates',
                value:
                  task.startDate || task.dueDate
                    ? `${task.startDate ? formatDate(task.startDate) : EMPTY} – ${task.dueDate ? formatDate(task.dueDate) : EMPTY}`
                    : 'No dates',
              },
            ]}
          />
        </Text>
        <div>
          <Button
            size="small"
            aria-expanded={editing}
            aria-label={`${editing ? 'Close' : 'Reassign or reschedule'} ${task.name}`}
            onPress={() => setEditing((e) => !e)}
          >
            {editing ? 'Close' : 'Reassign or reschedule'}
          </Button>
        </div>
        {editing ? <TaskEditor workloadTask={task} /> : null}
      </Stack>
    </li>
  );
}
