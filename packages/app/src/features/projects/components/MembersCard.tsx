import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROJECT_ROLES, PROJECT_ROLE_TITLES, type ProjectRole } from '@keel/types';
import {
  Avatar,
  Button,
  Card,
  Columns,
  ConfirmDialog,
  IconButton,
  Inline,
  ItemList,
  ItemListItem,
  Select,
  Skeleton,
  Text,
  snackbar,
} from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { useMemberMutation, type MemberChange } from '../projects.mutations';
import { projectMembersQueryOptions } from '../projects.queries';
import type { EditOptions } from './GeneralSettingsForm';
import * as styles from '../projects.css';

const ALL_ROLES = PROJECT_ROLES.map((id) => ({ id, name: PROJECT_ROLE_TITLES[id] }));
const EXTERNAL_ROLES = ALL_ROLES.filter((r) => r.id === 'stakeholder');

/** Members and their project roles: add, change role, remove (DOMAIN.md § Project roles). */
export function MembersCard({ projectId, options }: { projectId: number; options: EditOptions }) {
  const members = useQuery(projectMembersQueryOptions(projectId));
  const change = useMemberMutation(projectId);
  const [userId, setUserId] = useState<number | null>(null);
  const [role, setRole] = useState<ProjectRole>('member');
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);

  const run = (c: MemberChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => snackbar.success(done),
      onError: (error) => snackbar.error(errorMessageOf(error)),
    });

  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  const candidates = options.memberCandidates.filter((c) => !memberIds.has(c.id));
  const chosen = candidates.find((c) => c.id === userId);
  const roleItems = chosen?.external ? EXTERNAL_ROLES : ALL_ROLES;

  return (
    <Card title="Members">
      {members.data ? (
        <ItemList aria-label="Project members">
          {members.data.map((member) => (
            <ItemListItem key={member.id}>
              <Avatar name={member.name} color={member.color} size="xsmall" isDecorative />
              <span className={styles.grow}>
                {member.name}
                {member.external ? (
                  <Text tone="muted" size="small">
                    {' '}
                    · external
                  </Text>
                ) : null}
              </span>
              <Select
                aria-label={`Role of ${member.name}`}
                items={member.external ? EXTERNAL_ROLES : ALL_ROLES}
                value={member.role}
                isDisabled={change.isPending}
                onChange={(value) =>
                  value !== null &&
                  value !== member.role &&
                  run(
                    { kind: 'update', userId: member.id, role: value as ProjectRole },
                    `${member.name} is now ${PROJECT_ROLE_TITLES[value as ProjectRole]}`,
                  )
                }
              />
              <IconButton
                icon="trash"
                variant="ghost"
                aria-label={`Remove ${member.name}`}
                isDisabled={change.isPending}
                onPress={() => setRemoving({ id: member.id, name: member.name })}
              />
            </ItemListItem>
          ))}
        </ItemList>
      ) : (
        <Skeleton lines={3} label="Loading the members" />
      )}
      <Columns minColumnWidth={200}>
        <Select
          label="Add member"
          items={candidates.map((c) => ({
            id: c.id,
            name: c.name,
            description: c.external ? 'External' : undefined,
          }))}
          value={userId}
          onChange={(value) => {
            const id = value === null ? null : Number(value);
            setUserId(id);
            if (candidates.find((c) => c.id === id)?.external) setRole('stakeholder');
          }}
        />
        <Select
          label="Project role"
          items={roleItems}
          value={role}
          onChange={(value) => value !== null && setRole(value as ProjectRole)}
        />
      </Columns>
      <Inline>
        <Button
          icon="plus"
          isDisabled={userId === null}
          isLoading={change.isPending}
          onPress={() => {
            if (userId === null || !chosen) return;
            run({ kind: 'add', userId, role }, `${chosen.name} added`);
            setUserId(null);
          }}
        >
          Add
        </Button>
      </Inline>
      <ConfirmDialog
        title="Remove member?"
        confirmLabel="Remove"
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (removing) run({ kind: 'remove', userId: removing.id }, `${removing.name} removed`);
          setRemoving(null);
        }}
      >
        {removing ? `${removing.name} will no longer see this project.` : ''}
      </ConfirmDialog>
    </Card>
  );
}
