import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AvatarGroup,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  IconButton,
  PageHeader,
  snackbar,
  type DataTableColumn,
} from '@keel/ui';
import type { Team } from '@keel/types';
import { has } from '../../../lib/auth/access';
import { currentUserQueryOptions } from '../../users/users.queries';
import { useListParams } from '../../management/useListParams';
import { ListSearch } from '../../management/components/ListSearch';
import * as styles from '../../management/management.css';
import { teamsQueryOptions } from '../teams.queries';
import { useDeleteTeamMutation } from '../teams.mutations';
import { TeamDialog } from '../components/TeamDialog';

/** `/management/teams`: teams with lead and members; manageTeams edits them. */
export default function TeamsPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = me ? has(me, 'manageTeams') : false;
  const list = useListParams({ sort: 'name' });
  const teams = useQuery(
    teamsQueryOptions({
      page: list.page,
      pageSize: list.pageSize,
      sort: list.sort === 'memberCount' ? 'memberCount' : 'name',
      direction: list.direction,
      search: list.search || undefined,
    }),
  );
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const remove = useDeleteTeamMutation();

  const columns: DataTableColumn<Team>[] = [
    { id: 'name', header: 'Name', allowsSorting: true, isRowHeader: true, cell: (t) => t.name },
    { id: 'lead', header: 'Lead', cell: (t) => t.lead?.name ?? '—' },
    {
      id: 'memberCount',
      header: 'Members',
      allowsSorting: true,
      width: '2fr',
      cell: (t) =>
        t.members.length === 0 ? (
          'No members'
        ) : (
          <span className={styles.cellStack}>
            <AvatarGroup
              people={t.members.map((m) => ({ id: m.id, name: m.name, color: m.color }))}
              max={5}
              size="xsmall"
              label={`Members of ${t.name}`}
            />
            {t.members.map((m) => m.name).join(', ')}
          </span>
        ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 110,
            cell: (t: Team) => (
              <span className={styles.actions}>
                <IconButton
                  icon="edit"
                  size="small"
                  variant="ghost"
                  aria-label={`Edit ${t.name}`}
                  onPress={() => setEditing(t)}
                />
                <IconButton
                  icon="trash"
                  size="small"
                  variant="ghost"
                  aria-label={`Delete ${t.name}`}
                  onPress={() => setDeleting(t)}
                />
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Teams"
        actions={
          canManage ? (
            <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
              New team
            </Button>
          ) : undefined
        }
        filters={<ListSearch value={list.search} onChange={(search) => list.update({ search })} />}
      />
      <DataTable
        aria-label="Teams"
        columns={columns}
        rows={teams.data?.items ?? []}
        getRowId={(t) => t.id}
        loading={teams.isPending}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        emptyState={
          <EmptyState
            title={list.search ? 'No teams match' : 'No teams yet'}
            description={
              list.search
                ? 'Change the search.'
                : 'Teams group people; each team gets its own task list.'
            }
            action={
              canManage && !list.search ? (
                <Button onPress={() => setEditing('new')}>New team</Button>
              ) : undefined
            }
          />
        }
        paging={list.paging(teams.data?.total)}
      />
      {editing !== null ? (
        <TeamDialog
          team={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void teams.refetch()}
        />
      ) : null}
      <ConfirmDialog
        title={`Delete team ${deleting?.name ?? ''}?`}
        confirmLabel="Delete team"
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => snackbar.success('Team deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      >
        Its members stay; the team and its task list go away.
      </ConfirmDialog>
    </div>
  );
}
