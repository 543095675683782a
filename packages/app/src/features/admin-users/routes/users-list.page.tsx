import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Avatar, Link, PageHeader, type DataTableColumn, Inline } from '@keel/ui';
import { USER_STATUSES, type AdminUser, type UserKind } from '@keel/types';
import { may } from '../../../lib/session';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { idFilter } from '../../../lib/management/list-params';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { formatInstant } from '../../../lib/format';
import * as styles from '../../../lib/management/management.css';
import { adminUsersQueryOptions } from '../admin-users.queries';
import { UserStatusBadge, userStatusLabel } from '../components/UserStatusBadge';
import { InviteUserDialog } from '../components/InviteUserDialog';
import { currentUserQueryOptions } from '../../../lib/session';
import {
  canPickTeams,
  roleChoicesQueryOptions,
  teamChoicesQueryOptions,
} from '../../../lib/pickers';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { ListFilterSelect } from '../../../lib/management/components/ListFilterSelect';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

const TITLES: Record<UserKind, string> = {
  all: 'All Users',
  standard: 'Standard Users',
  stakeholder: 'Stakeholder Users',
};

function kindOf(path: string): UserKind {
  const last = path.split('/').filter(Boolean).pop();
  return last === 'standard' || last === 'stakeholder' ? last : 'all';
}

const columns: DataTableColumn<AdminUser>[] = [
  {
    id: 'name',
    header: 'Name',
    allowsSorting: true,
    isRowHeader: true,
    width: '2fr',
    cell: (user) => (
      <Inline as="span" gap="small" wrap={false}>
        <Avatar name={user.name} color={user.color} size="xsmall" isDecorative />
        <Link href={`/management/users/${user.id}`} tone="neutral" underline="hover">
          {user.name}
        </Link>
      </Inline>
    ),
  },
  { id: 'email', header: 'Email', allowsSorting: true, width: '2fr', cell: (u) => u.email },
  {
    id: 'roles',
    header: 'Roles',
    cell: (u) => u.roles.map((r) => r.name).join(', ') || '—',
  },
  {
    id: 'teams',
    header: 'Teams',
    cell: (u) => u.teams.map((t) => t.name).join(', ') || '—',
  },
  {
    id: 'status',
    header: 'Status',
    allowsSorting: true,
    width: 110,
    cell: (u) => <UserStatusBadge status={u.status} />,
  },
  {
    id: 'lastSignInAt',
    header: 'Last sign-in',
    allowsSorting: true,
    cell: (u) => formatInstant(u.lastSignInAt),
  },
];

const statusItems = USER_STATUSES.map((s) => ({ id: s, name: userStatusLabel(s) }));
const SIGNED_IN_ITEMS = [
  { id: 'never', name: 'Never signed in' },
  { id: 'ever', name: 'Has signed in' },
] as const;

/** `/management/users/{all,standard,stakeholder}`: the user list of one kind. */
export default function UsersListPage() {
  const kind = kindOf(useLocation().pathname);
  const navigate = useNavigate();
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageIdentityUsers');
  const [inviting, setInviting] = useState(false);
  const list = useListParams({
    sort: 'name',
    filters: ['status', 'roleId', 'teamId', 'signedIn'],
  });
  const roleId = idFilter(list.filters.roleId ?? '');
  const teamId = idFilter(list.filters.teamId ?? '');
  const status = USER_STATUSES.find((s) => s === list.filters.status);
  const signedIn = SIGNED_IN_ITEMS.find((i) => i.id === list.filters.signedIn)?.id;
  const users = useQuery(
    adminUsersQueryOptions({
      kind,
      page: list.page,
      pageSize: list.pageSize,
      sort: list.sort as 'name',
      direction: list.direction,
      search: list.search || undefined,
      status: status,
      roleIds: roleId ? String(roleId) : undefined,
      teamIds: teamId ? String(teamId) : undefined,
      neverSignedIn: signedIn === 'never' ? 'true' : signedIn === 'ever' ? 'false' : undefined,
    }),
  );
  const roles = useQuery(roleChoicesQueryOptions());
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled: canPickTeams(me) });
  const filtered = Boolean(list.search || status || roleId || teamId || signedIn);

  const add = addButtons(canManage, 'Invite user', () => setInviting(true));

  return (
    <div className={styles.page}>
      <PageHeader
        title={TITLES[kind]}
        actions={add.header}
        filters={
          <>
            <ListSearch value={list.search} onChange={(search) => list.update({ search })} />
            <ListFilterSelect
              list={list}
              filter="status"
              label="Status"
              items={statusItems}
              value={status ?? null}
              placeholder="Any status"
            />
            <ListFilterSelect
              list={list}
              filter="roleId"
              label="Role"
              items={roles.data ?? []}
              isLoading={roles.isPending}
              value={roleId ?? null}
              placeholder="Any role"
            />
            <ListFilterSelect
              list={list}
              filter="signedIn"
              label="Sign-in"
              items={SIGNED_IN_ITEMS}
              value={signedIn ?? null}
              placeholder="Anyone"
            />
            {canPickTeams(me) ? (
              <ListFilterSelect
                list={list}
                filter="teamId"
                label="Team"
                items={teams.data ?? []}
                isLoading={teams.isPending}
                value={teamId ?? null}
                placeholder="Any team"
              />
            ) : null}
          </>
        }
      />
      <ListTable
        query={users}
        list={list}
        aria-label={TITLES[kind]}
        columns={columns}
        onRowAction={(id) => void navigate(`/management/users/${String(id)}`)}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            noMatch="No users match"
            change="Change the search or the filters."
            title="No users yet"
            description="Invite someone to get started."
            action={add.empty}
          />
        }
      />
      {canManage ? (
        <InviteUserDialog
          isOpen={inviting}
          onOpenChange={setInviting}
          defaultExternal={kind === 'stakeholder'}
        />
      ) : null}
    </div>
  );
}
