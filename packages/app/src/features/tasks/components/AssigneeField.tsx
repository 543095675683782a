import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Task } from '@keel/types';
import { Button, ComboBox, ConfirmDialog, Dialog, Select, snackbar, Stack, Text } from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { assigneeCandidatesQueryOptions, assigneeSuggestionsQueryOptions } from '../tasks.queries';
import {
  projectMembersQueryOptions,
  projectPermissionsQueryOptions,
  useMemberMutation,
} from '../../projects';
import type { SaveField } from './task-field-save';
import * as styles from '../task-view.css';

/**
 * The assignee: any active user (with their teams), plus the project's
 * ranked suggestions with the reason for each (team of the project, recent
 * hours, open load) one press away. Choosing someone outside the project's
 * team asks first: whoever may manage the members adds them as Member and
 * assigns in one go; anyone else is told who can add them, and nothing is
 * assigned (the team stays the manager's choice).
 */
export function AssigneeField({ task, save }: { task: Task; save: SaveField }) {
  // 'log' as in TaskView, which shares this query (one query, one error policy).
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(task.projectId),
    meta: { errorPolicy: 'log' },
  });
  const suggestions = useQuery(assigneeSuggestionsQueryOptions(task.projectId));
  // The team and the right to change it; without them (not loaded, or not
  // readable) a choice is assigned as it is, as the API allows.
  const members = useQuery({
    ...projectMembersQueryOptions(task.projectId),
    meta: { errorPolicy: 'log' },
    retry: false,
  });
  const projectRights = useQuery({
    ...projectPermissionsQueryOptions(task.projectId),
    meta: { errorPolicy: 'log' },
    retry: false,
  });
  const addMember = useMemberMutation(task.projectId);
  const [outsider, setOutsider] = useState<{ id: number; name: string } | null>(null);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const assign = (assigneeId: number | null, assigneeTeamId: number | null) =>
    save(
      {
        taskId: task.id,
        field: 'assignee',
        body: { assigneeId, assigneeTeamId, version: task.version },
      },
      () => snackbar.success(assigneeId === null ? 'Task unassigned' : 'Task assigned'),
    );
  const chooseAssignee = (user: { id: number; name: string } | null) => {
    if (user && members.data && !members.data.some((m) => m.id === user.id)) setOutsider(user);
    else assign(user?.id ?? null, task.assigneeTeam?.id ?? null);
  };
  const addAndAssign = (user: { id: number; name: string }) =>
    addMember.mutate(
      { kind: 'add', userId: user.id, role: 'member' },
      {
        onSuccess: () => {
          setOutsider(null);
          snackbar.success(`${user.name} added`);
          assign(user.id, task.assigneeTeam?.id ?? null);
        },
        onError: (error) => snackbar.error(errorMessageOf(error)),
      },
    );
  const userItems = (candidates.data ?? []).map((c) => ({
    id: c.user.id,
    name: c.user.name,
    description: c.teams.map((t) => t.name).join(', ') || undefined,
  }));
  // The task's current assignee stays selectable even if no longer a candidate.
  if (task.assignee && !userItems.some((u) => u.id === task.assignee!.id))
    userItems.unshift({ id: task.assignee.id, name: task.assignee.name, description: undefined });
  const teams = new Map<number, string>();
  for (const c of candidates.data ?? []) for (const t of c.teams) teams.set(t.id, t.name);
  if (task.assigneeTeam) teams.set(task.assigneeTeam.id, task.assigneeTeam.name);
  const teamItems = [...teams].map(([id, name]) => ({ id, name }));
  const top = (suggestions.data ?? []).filter((s) => s.user.id !== task.assignee?.id).slice(0, 3);
  const managers = (members.data ?? []).filter((m) => m.role === 'manager').map((m) => m.name);

  return (
    <Stack gap="small">
      <ComboBox
        label="Assignee"
        items={userItems}
        isLoading={candidates.isPending}
        placeholder="Unassigned"
        value={task.assignee?.id ?? null}
        onChange={(key) => {
          const id = key === null ? null : Number(key);
          if (id === (task.assignee?.id ?? null)) return;
          const item = userItems.find((u) => u.id === id);
          chooseAssignee(id === null ? null : { id, name: item?.name ?? `User ${id}` });
        }}
      />
      <Select
        label="Assignee team"
        items={teamItems}
        isClearable
        placeholder="No team"
        value={task.assigneeTeam?.id ?? null}
        onChange={(key) => {
          const id = key === null ? null : Number(key);
          if (id !== (task.assigneeTeam?.id ?? null)) assign(task.assignee?.id ?? null, id);
        }}
      />
      {top.length ? (
        <div>
          <Button
            size="small"
            variant="ghost"
            aria-expanded={showSuggestions}
            onPress={() => setShowSuggestions((s) => !s)}
          >
            {showSuggestions ? 'Hide suggestions' : 'Suggested assignees'}
          </Button>
          {showSuggestions ? (
            <Stack as="ul" gap="none" aria-label="Suggested assignees">
              {top.map((s) => (
                <li key={s.user.id} className={styles.row}>
                  <div className={styles.grow}>
                    <Stack gap="xxsmall" align="start">
                      <Text weight="medium">{s.user.name}</Text>
                      <Text tone="muted" size="small">
                        {s.reason}
                      </Text>
                    </Stack>
                  </div>
                  <Button
                    size="small"
                    aria-label={`Assign ${s.user.name}`}
                    onPress={() => chooseAssignee({ id: s.user.id, name: s.user.name })}
                  >
                    Assign
                  </Button>
                </li>
              ))}
            </Stack>
          ) : null}
        </div>
      ) : null}
      {outsider && projectRights.data?.manageMembers ? (
        <ConfirmDialog
          title="Add to the project team?"
          isOpen
          onOpenChange={(open) => !open && !addMember.isPending && setOutsider(null)}
          isDestructive={false}
          isPending={addMember.isPending}
          confirmLabel="Add and assign"
          onConfirm={() => addAndAssign(outsider)}
        >
          {outsider.name} is not in this project&apos;s team. Add {outsider.name} to the project
          team as Member and assign?
        </ConfirmDialog>
      ) : null}
      {outsider && !projectRights.data?.manageMembers ? (
        <Dialog
          title="Not in the project team"
          role="alertdialog"
          size="small"
          isOpen
          onOpenChange={(open) => !open && setOutsider(null)}
          footer={(close) => (
            <Button variant="primary" autoFocus onPress={close}>
              OK
            </Button>
          )}
        >
          {outsider.name} is not in this project&apos;s team, so the task stays as it is. Only
          someone who may manage the project&apos;s members can add them
          {managers.length > 0 ? ` (the project's ${managerNoun(managers)})` : ''}. Ask them to add{' '}
          {outsider.name}, then assign the task.
        </Dialog>
      ) : null}
    </Stack>
  );
}

/** "manager Pat Manager" or "managers Ada Admin and Pat Manager". */
function managerNoun(names: string[]): string {
  if (names.length === 1) return `manager ${names[0]}`;
  return `managers ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
