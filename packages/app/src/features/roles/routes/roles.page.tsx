import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, EmptyState, PageHeader, type DataTableColumn } from '@keel/ui';
import { GLOBAL_PERMISSION_FLAGS, type Role } from '@keel/types';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import * as styles from '../../../lib/management/management.css';
import { rolesQueryOptions } from '../roles.queries';
import { useDeleteRoleMutation } from '../roles.mutations';
import { RoleDialog } from '../components/RoleDialog';
import { sortedPageQuery } from '../../../lib/management/list-query';

/** `/management/roles` (manageRoles): roles and their global permission flags. */
export default function RolesPage() {
  const list = useListParams({ sort: 'name' });
  const roles = useQuery(rolesQueryOptions(sortedPageQuery(list, ['name', 'userCount'])));
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRoleMutation();

  const columns: DataTableColumn<Role>[] = [
    {
      id: 'name',
      header: 'Name',
      allowsSorting: true,
      isRowHeader: true,
      width: '2fr',
      cell: (r) => r.name,
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: (r) => (r.builtIn ? <Badge tone="info">Built-in</Badge> : 'Custom'),
    },
    {
      id: 'flags',
      header: 'Permissions',
      align: 'end',
      cell: (r) => `${r.flags.length} of ${GLOBAL_PERMISSION_FLAGS.length}`,
    },
    {
      id: 'userCount',
      header: 'Users',
      allowsSorting: true,
      align: 'end',
      cell: (r) => String(r.userCount),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 110,
      cell: (r) => (
        <RowEditDeleteActions
          name={r.name}
          onEdit={() => setEditing(r)}
          onDelete={r.builtIn ? undefined : () => setDeleting(r)}
        />
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Roles"
        subtitle="A user's permissions are the union of their roles' flags. Built-in roles cannot be deleted."
        actions={
          <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
            New role
          </Button>
        }
        filters={<ListSearch value={list.search} onChange={(search) => list.update({ search })} />}
      />
      <ListTable
        query={roles}
        list={list}
        aria-label="Roles"
        columns={columns}
        emptyState={
          <EmptyState
            title="No roles match"
            description="Change the search."
            action={<Button onPress={() => setEditing('new')}>New role</Button>}
          />
        }
      />
      {editing !== null ? (
        <RoleDialog
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void roles.refetch()}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete role ${deleting?.name ?? ''}?`}
        confirmLabel="Delete role"
        deletedMessage="Role deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.userCount > 0
          ? `${deleting.userCount} user(s) lose the permissions this role gives them.`
          : 'No user holds this role.'}
      </DeleteConfirmDialog>
    </div>
  );
}
