import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TASK_STATUS_TITLES, TASK_STATUSES, type Task, type TaskStatus } from '@keel/types';
import { Button, ConfirmDialog, Menu, MenuItem, snackbar, Text } from '@keel/ui';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { assigneeCandidatesQueryOptions } from '../tasks.queries';
import { deleteTask, refreshTaskLists, updateTaskField } from '../task-write.mutations';
import type { TaskEditRights } from '../task-edit-rights';
import * as styles from '../tasks-list.css';

export interface BulkOutcome {
  action: string;
  succeeded: number;
  /** Each failed task with the reason. */
  failed: { name: string; reason: string }[];
}

function reasonOf(error: unknown): string {
  if (isApiError(error) && error.status === 409) return 'changed by someone else meanwhile';
  if (isApiError(error) && error.status === 403) return 'you may not change it';
  if (isApiError(error) && error.status === 404) return 'it no longer exists';
  return errorMessageOf(error);
}

/**
 * Runs one change on each task in turn, each with the version it was read
 * at, and tells what succeeded and what failed; one failure does not stop
 * the others. Sequential on purpose: the server serialises the writes of a
 * project anyway, and a summary per task needs each answer.
 */
export async function runBulk(
  tasks: readonly Task[],
  change: (task: Task) => Promise<unknown>,
  action: string,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { action, succeeded: 0, failed: [] };
  for (const task of tasks) {
    try {
      await change(task);
      outcome.succeeded += 1;
    } catch (error) {
      outcome.failed.push({ name: task.name, reason: reasonOf(error) });
    }
  }
  return outcome;
}

export function outcomeText({ action, succeeded, failed }: BulkOutcome): string {
  const total = succeeded + failed.length;
  const noun = (n: number) => (n === 1 ? 'task' : 'tasks');
  if (failed.length === 0) return `${action}: ${succeeded} ${noun(succeeded)} done.`;
  return `${action}: ${succeeded} of ${total} ${noun(total)} done, ${failed.length} failed.`;
}

export interface BulkActionsProps {
  /** The selected tasks, as the list read them (with their versions). */
  tasks: readonly Task[];
  rightsOf: (task: Task) => TaskEditRights;
  onDone: (outcome: BulkOutcome) => void;
}

/**
 * Actions on the selected tasks: set the status, assign (when they are all
 * of one project, whose candidates apply), delete. Only actions the user may
 * take on every selected task are offered.
 */
export function BulkActions({ tasks, rightsOf, onDone }: BulkActionsProps) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [assignOpened, setAssignOpened] = useState(false);
  const rights = tasks.map(rightsOf);
  const canStatus = rights.every((r) => r.status);
  const projectIds = new Set(tasks.map((task) => task.projectId));
  const oneProject = projectIds.size === 1 ? tasks[0]!.projectId : null;
  const canAssign = oneProject !== null && rights.every((r) => r.assignee);
  const canDelete = rights.every((r) => r.delete);
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(oneProject ?? 0),
    enabled: canAssign && assignOpened,
  });

  const run = async (
    action: string,
    change: (task: Task) => Promise<unknown>,
    ordered: readonly Task[] = tasks,
  ) => {
    setRunning(true);
    try {
      const outcome = await runBulk(ordered, change, action);
      await refreshTaskLists(
        queryClient,
        tasks.map((task) => task.id),
      );
      if (outcome.failed.length === 0) snackbar.success(outcomeText(outcome));
      onDone(outcome);
    } finally {
      setRunning(false);
    }
  };

  const count = tasks.length;
  return (
    <div className={styles.bulkBar} role="group" aria-label="Selected tasks">
      <span aria-live="polite">
        {count} {count === 1 ? 'task' : 'tasks'} selected
      </span>
      {canStatus ? (
        <Menu
          aria-label="Set status"
          trigger={
            <Button size="small" isDisabled={running} icon="checkSquare">
              Set status
            </Button>
          }
          onAction={(key) => {
            const status = String(key) as TaskStatus;
            void run(`Status set to ${TASK_STATUS_TITLES[status]}`, (task) =>
              task.status === status
                ? Promise.resolve()
                : updateTaskField(task.id, 'status', { status, version: task.version }),
            );
          }}
        >
          {TASK_STATUSES.map((status) => (
            <MenuItem key={status} id={status}>
              {TASK_STATUS_TITLES[status]}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
      {canAssign ? (
        <Menu
          aria-label="Assign to"
          onOpenChange={(open) => open && setAssignOpened(true)}
          trigger={
            <Button size="small" isDisabled={running} icon="user">
              Assign
            </Button>
          }
          onAction={(key) => {
            const assigneeId = key === 'unassigned' ? null : Number(key);
            const name =
              candidates.data?.find((c) => c.user.id === assigneeId)?.user.name ?? 'nobody';
            void run(`Assigned to ${name}`, (task) =>
              updateTaskField(task.id, 'assignee', {
                assigneeId,
                assigneeTeamId: task.assigneeTeam?.id ?? null,
                version: task.version,
              }),
            );
          }}
        >
          <MenuItem id="unassigned">Unassigned</MenuItem>
          {candidates.data ? (
            candidates.data.map(({ user }) => (
              <MenuItem key={user.id} id={user.id}>
                {user.name}
              </MenuItem>
            ))
          ) : (
            <MenuItem id="loading" isDisabled>
              Loading…
            </MenuItem>
          )}
        </Menu>
      ) : null}
      {canDelete ? (
        <Button
          size="small"
          variant="critical"
          icon="trash"
          isDisabled={running}
          onPress={() => setConfirming(true)}
        >
          Delete
        </Button>
      ) : null}
      {!canStatus && !canAssign && !canDelete ? (
        <Text tone="muted" size="small">
          You may not change all of the selected tasks.
        </Text>
      ) : null}
      <ConfirmDialog
        title={`Delete ${count} ${count === 1 ? 'task' : 'tasks'}?`}
        confirmLabel="Delete"
        isDestructive
        isOpen={confirming}
        isPending={running}
        onOpenChange={setConfirming}
        onConfirm={() => {
          // Subtasks first: deleting a parent removes its subtasks, which would then fail.
          const ordered = [...tasks].sort(
            (a, b) => Number(a.parentId === null) - Number(b.parentId === null),
          );
          void run('Deleted', (task) => deleteTask(task.id, task.version), ordered).then(() =>
            setConfirming(false),
          );
        }}
      >
        The selected tasks are deleted with their subtasks, comments, todos and files.
      </ConfirmDialog>
    </div>
  );
}
