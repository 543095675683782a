import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from '@keel/ui';
import type { AdminUser } from '@keel/types';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import {
  UserIdentityFields,
  trimmedIdentity,
} from '../../../lib/management/components/UserIdentityFields';
import { useFields } from '../../../lib/management/useFields';
import { useUpdateUserMutation } from '../admin-users.mutations';
import { currentUserQueryOptions } from '../../../lib/session';
import {
  canPickTeams,
  roleChoicesQueryOptions,
  teamChoicesQueryOptions,
} from '../../../lib/pickers';

/** Name, initials, colour, roles and teams of one user (manageIdentityUsers). */
export function UserEditForm({
  user,
  onReload,
  isReadOnly,
}: {
  user: AdminUser;
  onReload: () => void;
  isReadOnly: boolean;
}) {
  const { values, set } = useFields({
    name: user.name,
    initials: user.initials,
    color: user.color,
    roleIds: user.roles.map((r) => r.id),
    teamIds: user.teams.map((t) => t.id),
  });
  const roles = useQuery(roleChoicesQueryOptions());
  const { data: me } = useQuery(currentUserQueryOptions());
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled: canPickTeams(me) });
  const update = useUpdateUserMutation(user.id);

  return (
    <SaveForm
      aria-label="User details"
      save={update}
      values={() => ({
        version: user.version,
        ...trimmedIdentity(values),
        roleIds: values.roleIds,
        teamIds: values.teamIds,
      })}
      savedMessage={() => 'User saved'}
      onReload={onReload}
      submitLabel="Save"
      hideSubmit={isReadOnly}
    >
      <UserIdentityFields value={values} onChange={set} isReadOnly={isReadOnly} />
      <MultiSelect
        name="roleIds"
        label="Roles"
        isDisabled={isReadOnly}
        items={roles.data ?? []}
        value={values.roleIds}
        onChange={(keys) => set({ roleIds: keys.map(Number) })}
      />
      <MultiSelect
        name="teamIds"
        label="Teams"
        isDisabled={isReadOnly}
        items={teams.data ?? user.teams}
        value={values.teamIds}
        onChange={(keys) => set({ teamIds: keys.map(Number) })}
      />
    </SaveForm>
  );
}
