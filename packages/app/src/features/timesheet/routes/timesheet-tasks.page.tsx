import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  EmptyState,
  IconButton,
  Inline,
  PageHeader,
  snackbar,
  type DataTableColumn,
} from '@keel/ui';
import type { TimesheetTask } from '@keel/types';
import { may } from '../../../lib/session';
import * as styles from '../../../lib/management/management.css';
import { timesheetTasksQueryOptions } from '../timesheet.queries';
import { useUpdateTimesheetTaskMutation } from '../timesheet.mutations';
import { TimesheetTaskDialog } from '../components/TimesheetTaskDialog';
import { TIMESHEET_TASK_KIND_LABELS } from '../timesheet-task-kinds';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { QueryTable } from '../../../lib/management/components/QueryTable';
import { useStaleList } from '../../../lib/management/useStaleList';

/**
 * `/management/timesheet/tasks`: non-project work people log time on (Leave,
 * Training, Internal, Time in lieu taken...). manageTimesheetTasks adds,
 * renames, deactivates and reactivates them; a deactivated task takes no new
 * time, and what was logged on it stays.
 */
export default function TimesheetTasksPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageTimesheetTasks');
  const tasks = useQuery(timesheetTasksQueryOptions(true));
  const [editing, setEditing] = useState<TimesheetTask | 'new' | null>(null);
  const conflict = useStaleList(
    () => tasks.refetch(),
    <>
      This task was changed by someone else. The list now shows its latest version; make your change
      again if it is still needed.
    </>,
  );
  const update = useUpdateTimesheetTaskMutation();
  const items = tasks.data?.items ?? [];
  const takenKindExists = items.some((t) => t.kind === 'timeInLieuTaken');

  const setActive = (task: TimesheetTask, active: boolean) =>
    update.mutate(
      { timesheetTaskId: task.id, input: { name: task.name, active, version: task.version } },
      {
        onSuccess: (saved) => {
          conflict.clear();
          snackbar.success(`${saved.name} ${active ? 'reactivated' : 'deactivated'}`);
        },
        onError: conflict.onError,
      },
    );

  const columns: DataTableColumn<TimesheetTask>[] = [
    { id: 'name', header: 'Name', isRowHeader: true, width: '2fr', cell: (t) => t.name },
    { id: 'kind', header: 'Kind', cell: (t) => TIMESHEET_TASK_KIND_LABELS[t.kind] },
    {
      id: 'active',
      header: 'Status',
      cell: (t) =>
        t.active ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 190,
            cell: (t: TimesheetTask) => (
              <Inline as="span">
                <IconButton
                  icon="edit"
                  size="small"
                  variant="ghost"
                  aria-label={`Rename ${t.name}`}
                  onPress={() => setEditing(t)}
                />
                <Button
                  size="small"
                  aria-label={`${t.active ? 'Deactivate' : 'Reactivate'} ${t.name}`}
                  isDisabled={update.isPending}
                  onPress={() => setActive(t, !t.active)}
                >
                  {t.active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </Inline>
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'New timesheet task', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Timesheet Tasks"
        subtitle="Work outside projects that everyone can log time on. A deactivated task takes no new time; what was logged on it stays."
        actions={add.header}
      />
      {conflict.notice}
      <QueryTable
        aria-label="Timesheet tasks"
        columns={columns}
        rows={items}
        query={tasks}
        what="The timesheet tasks"
        empty={
          <EmptyState
            title="No timesheet tasks"
            description="Add tasks such as Leave or Training so people can log time outside projects."
            action={add.empty}
          />
        }
      />
      {editing !== null ? (
        <TimesheetTaskDialog
          task={editing === 'new' ? null : editing}
          takenKindExists={takenKindExists}
          onClose={() => setEditing(null)}
          onReload={() => void tasks.refetch()}
        />
      ) : null}
    </div>
  );
}
