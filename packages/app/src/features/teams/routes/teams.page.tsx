import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AvatarGroup, PageHeader, type DataTableColumn, Inline } from '@keel/ui';
import type { Team } from '@keel/types';
import { may } from '../../../lib/session';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import * as styles from '../../../lib/management/management.css';
import { teamsQueryOptions } from '../teams.queries';
import { useDeleteTeamMutation } from '../teams.mutations';
import { TeamDialog } from '../components/TeamDialog';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { sortedPageQuery } from '../../../lib/management/list-query';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

/** `/management/teams`: teams with lead and members; manageTeams edits them. */
export default function TeamsPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageTeams');
  const list = useListParams({ sort: 'name' });
  const teams = useQuery(teamsQueryOptions(sortedPageQuery(list, ['name', 'memberCount'])));
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
          <Inline as="span" gap="small" wrap={false}>
            <AvatarGroup
              people={t.members.map((m) => ({ id: m.id, name: m.name, color: m.color }))}
              max={5}
              size="xsmall"
              label={`Members of ${t.name}`}
            />
            {t.members.map((m) => m.name).join(', ')}
          </Inline>
        ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 110,
            cell: (t: Team) => (
              <RowEditDeleteActions
                name={t.name}
                onEdit={() => setEditing(t)}
                onDelete={() => setDeleting(t)}
              />
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'New team', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Teams"
        actions={add.header}
        filters={<ListSearch value={list.search} onChange={(search) => list.update({ search })} />}
      />
      <ListTable
        query={teams}
        list={list}
        aria-label="Teams"
        columns={columns}
        emptyState={
          <ListEmptyState
            filtered={Boolean(list.search)}
            noMatch="No teams match"
            change="Change the search."
            title="No teams yet"
            description="Teams group people; each team gets its own task list."
            action={add.empty}
          />
        }
      />
      {editing !== null ? (
        <TeamDialog
          team={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void teams.refetch()}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete team ${deleting?.name ?? ''}?`}
        confirmLabel="Delete team"
        deletedMessage="Team deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        Its members stay; the team and its task list go away.
      </DeleteConfirmDialog>
    </div>
  );
}
