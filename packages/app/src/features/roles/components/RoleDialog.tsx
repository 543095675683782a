import { useState } from 'react';
import { Callout, Checkbox, CheckboxGroup, Columns, Text } from '@keel/ui';
import { PERMISSION_CATALOGUE, type GlobalPermissionFlag, type Role } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { NameField } from '../../../lib/management/components/NameField';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { useSaveRoleMutation } from '../roles.mutations';

/** Create a role, or rename one and change its flags, grouped by area with descriptions. */
export function RoleDialog({
  role,
  onClose,
  onReload,
}: {
  role: Role | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const [name, setName] = useState(role?.name ?? '');
  const [flags, setFlags] = useState<string[]>(role?.flags ?? []);
  const save = useSaveRoleMutation(role);
  const flagsError = formFailureOf(save.error)?.fieldErrors.flags;

  return (
    <SaveDialog
      title={role ? `Edit role ${role.name}` : 'New role'}
      size="large"
      submitLabel={role ? 'Save' : 'Create role'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({ name: name.trim(), flags: flags as GlobalPermissionFlag[] })}
      savedMessage={(saved) => (role ? 'Role saved' : `Role ${saved.name} created`)}
    >
      <NameField
        value={name}
        onChange={setName}
        max={80}
        isReadOnly={role?.builtIn}
        description={role?.builtIn ? 'Built-in roles keep their name.' : undefined}
      />
      {flagsError ? <Callout tone="critical">{flagsError}</Callout> : null}
      <Columns minColumnWidth={320} gap="large">
        {PERMISSION_CATALOGUE.map((area) => (
          <CheckboxGroup
            key={area.area}
            label={area.area}
            value={flags.filter((f) => area.flags.some((a) => a.flag === f))}
            onChange={(selected) =>
              setFlags([...flags.filter((f) => !area.flags.some((a) => a.flag === f)), ...selected])
            }
          >
            {area.flags.map((f) => (
              <Checkbox key={f.flag} value={f.flag}>
                {f.description} <Text tone="muted">({f.flag})</Text>
              </Checkbox>
            ))}
          </CheckboxGroup>
        ))}
      </Columns>
    </SaveDialog>
  );
}
