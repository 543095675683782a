import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type WorkloadTask } from '@keel/types';
import { Button, Callout, ComboBox, DatePicker, Skeleton, Stack, Text, snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import {
  assigneeCandidatesQueryOptions,
  reloadTask,
  taskPermissionsQueryOptions,
  taskQueryOptions,
  useSaveTaskFieldMutation,
  type TaskFieldChange,
} from '../../tasks';
import { refreshWorkload } from '../workload.mutations';
import * as styles from './WorkloadCellDrawer.css';

/**
 * The task's assignee and dates, as its permissions allow. The task itself
 * is read (its assignee team and latest version); the save sends the newer of
 * the version read here and the one in the workload answer.
 */
export function TaskEditor({ workloadTask }: { workloadTask: WorkloadTask }) {
  const taskId = workloadTask.taskId;
  const queryClient = useQueryClient();
  const task = useQuery({ ...taskQueryOptions(taskId), meta: { errorPolicy: 'log' } });
  const permissions = useQuery({
    ...taskPermissionsQueryOptions(taskId),
    meta: { errorPolicy: 'log' },
  });
  const canAssign = permissions.data?.changeAssignee ?? false;
  const canSchedule = permissions.data?.update ?? false;
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(workloadTask.project.id),
    enabled: canAssign,
    meta: { errorPolicy: 'log' },
  });
  const saver = useSaveTaskFieldMutation(taskId);
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [startDate, setStartDate] = useState<string | null>(workloadTask.startDate);
  const [dueDate, setDueDate] = useState<string | null>(workloadTask.dueDate);

  if (task.isError || permissions.isError)
    return (
      <Callout tone="caution" announce="none">
        This task cannot be changed from here: {errorMessageOf(task.error ?? permissions.error)}
      </Callout>
    );
  if (!task.data || !permissions.data)
    return <Skeleton lines={2} label={`Loading ${workloadTask.name}`} />;
  const current = task.data;
  const version = Math.max(current.version, workloadTask.version);

  const save = (change: TaskFieldChange, done: string) => {
    setErrors({});
    saver.mutate(change, {
      onSuccess: async () => {
        setConflict(false);
        snackbar.success(done);
        await refreshWorkload(queryClient);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setConflict(true);
        else {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length === 0) snackbar.error(errorMessageOf(error));
          setErrors(fields);
        }
      },
    });
  };

  const reload = async () => {
    setConflict(false);
    await Promise.all([reloadTask(queryClient, taskId), refreshWorkload(queryClient)]);
  };

  const userItems = (candidates.data ?? []).map((c) => ({
    id: c.user.id,
    name: c.user.name,
    description: c.teams.map((t) => t.name).join(', ') || undefined,
  }));
  if (current.assignee && !userItems.some((u) => u.id === current.assignee!.id))
    userItems.unshift({
      id: current.assignee.id,
      name: current.assignee.name,
      description: undefined,
    });

  return (
    <Stack gap="small">
      {conflict ? (
        <Callout
          tone="caution"
          announce="alert"
          action={
            <Button size="small" onPress={() => void reload()}>
              Reload
            </Button>
          }
        >
          This task was changed by someone else. Reload to see their change, then make yours again
          if it is still needed.
        </Callout>
      ) : null}
      {!canAssign && !canSchedule ? (
        <Text as="p" tone="muted">
          You may not reassign or reschedule this task.
        </Text>
      ) : null}
      {canAssign ? (
        <ComboBox
          label="Assignee"
          items={userItems}
          isLoading={candidates.isPending}
          placeholder="Unassigned"
          value={current.assignee?.id ?? null}
          errorMessage={errors.assigneeId}
          onChange={(key) => {
            // Emptying the text is not a choice: unassigning is its own button.
            if (key === null) return;
            const assigneeId = Number(key);
            if (assigneeId === (current.assignee?.id ?? null)) return;
            const name = userItems.find((u) => u.id === assigneeId)?.name;
            save(
              {
                taskId,
                field: 'assignee',
                body: { assigneeId, assigneeTeamId: current.assigneeTeam?.id ?? null, version },
              },
              `${current.name} assigned to ${name}`,
            );
          }}
        />
      ) : null}
      {canAssign && current.assignee ? (
        <div>
          <Button
            size="small"
            variant="ghost"
            onPress={() =>
              save(
                {
                  taskId,
                  field: 'assignee',
                  body: {
                    assigneeId: null,
                    assigneeTeamId: current.assigneeTeam?.id ?? null,
                    version,
                  },
                },
                `${current.name} unassigned`,
              )
            }
          >
            Unassign
          </Button>
        </div>
      ) : null}
      {canSchedule ? (
        <form
          className={styles.dates}
          aria-label={`Dates of ${current.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            save(
              { taskId, field: 'schedule', body: { startDate, dueDate, version } },
              `${current.name} rescheduled`,
            );
          }}
        >
          <DatePicker
            label="Start date"
            value={startDate}
            onChange={setStartDate}
            errorMessage={errors.startDate}
          />
          <DatePicker
            label="Due date"
            value={dueDate}
            onChange={setDueDate}
            errorMessage={errors.dueDate}
          />
          <Button
            type="submit"
            size="small"
            isLoading={saver.isPending}
            isDisabled={startDate === current.startDate && dueDate === current.dueDate}
          >
            Save dates
          </Button>
        </form>
      ) : null}
    </Stack>
  );
}
