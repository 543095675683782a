import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Avatar, Card, Columns, EmptyState, Link, PageHeader, Skeleton, Inline } from '@keel/ui';
import { may } from '../../../lib/session';
import { formatInstant } from '../../../lib/format';
import * as styles from '../../../lib/management/management.css';
import { adminUserQueryOptions } from '../admin-users.queries';
import { UserStatusBadge } from '../components/UserStatusBadge';
import { UserEditForm } from '../components/UserEditForm';
import { UserActions } from '../components/UserActions';
import { EffectiveFlags } from '../components/EffectiveFlags';
import { currentUserQueryOptions } from '../../../lib/session';

/** `/management/users/{userId}`: one user's details, roles, teams, status and permissions. */
export default function UserDetailPage() {
  const id = Number(useParams().userId);
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageIdentityUsers');
  const user = useQuery(adminUserQueryOptions(id));
  // A reload after a 409 remounts the form with the stored values; a save keeps what was typed.
  const [reloads, setReloads] = useState(0);

  if (user.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton height={32} width={240} label="Loading user" />
        <Skeleton height={20} lines={6} isDecorative />
      </div>
    );
  }
  if (!user.data) {
    return (
      <div className={styles.page}>
        <EmptyState
          title="User not found"
          description="The user may have been removed."
          action={<Link href="/management/users">Back to users</Link>}
        />
      </div>
    );
  }
  const u = user.data;
  return (
    <div className={styles.page}>
      <PageHeader
        title={u.name}
        subtitle={
          <Inline as="span" gap="small" wrap={false}>
            <Avatar name={u.name} color={u.color} size="xsmall" isDecorative />
            {u.email} · <UserStatusBadge status={u.status} /> · Last sign-in{' '}
            {formatInstant(u.lastSignInAt)}
            {u.external ? ' · External stakeholder' : ''}
          </Inline>
        }
        actions={canManage ? <UserActions user={u} isSelf={me?.id === u.id} /> : undefined}
      />
      <Columns minColumnWidth={320} gap="large">
        <Card title="Details">
          <UserEditForm
            key={`${u.id}-${reloads}`}
            user={u}
            isReadOnly={!canManage}
            onReload={() => void user.refetch().then(() => setReloads((n) => n + 1))}
          />
        </Card>
        <EffectiveFlags userId={u.id} />
      </Columns>
    </div>
  );
}
