import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from '@keel/ui';
import type { AdminUser } from '@keel/types';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import { UserIdentityFields } from '../../../lib/management/components/UserIdentityFields';
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
  const [name, setName] = useState(user.name);
  const [initials, setInitials] = useState(user.initials);
  const [color, setColor] = useState(user.color);
  const [roleIds, setRoleIds] = useState(user.roles.map((r) => r.id));
  const [teamIds, setTeamIds] = useState(user.teams.map((t) => t.id));
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
        name: name.trim(),
        initials: initials.trim(),
        color: color.trim(),
        roleIds,
        teamIds,
      })}
      savedMessage={() => 'User saved'}
      onReload={onReload}
      submitLabel="Save"
      hideSubmit={isReadOnly}
    >
      <UserIdentityFields
        name={name}
        onNameChange={setName}
        initials={initials}
        onInitialsChange={setInitials}
        color={color}
        onColorChange={setColor}
        isReadOnly={isReadOnly}
      />
      <MultiSelect
        name="roleIds"
        label="Roles"
        isDisabled={isReadOnly}
        items={roles.data ?? []}
        value={roleIds}
        onChange={(keys) => setRoleIds(keys.map(Number))}
      />
      <MultiSelect
        name="teamIds"
        label="Teams"
        isDisabled={isReadOnly}
        items={teams.data ?? user.teams}
        value={teamIds}
        onChange={(keys) => setTeamIds(keys.map(Number))}
      />
    </SaveForm>
  );
}
