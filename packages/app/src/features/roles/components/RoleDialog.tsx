import { useState } from 'react';
import { Callout, Checkbox, CheckboxGroup, Columns, TextField, snackbar, Text } from '@keel/ui';
import { PERMISSION_CATALOGUE, type GlobalPermissionFlag, type Role } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required } from '../../../lib/management/rules';
import { useSaveRoleMutation } from '../roles.mutations';

const FORM_ID = 'role-form';

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
  const failure = formFailureOf(save.error);
  const flagsError = failure?.fieldErrors.flags;

  return (
    <FormDialog
      formId={FORM_ID}
      title={role ? `Edit role ${role.name}` : 'New role'}
      size="large"
      submitLabel={role ? 'Save' : 'Create role'}
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() =>
        save.mutate(
          { name: name.trim(), flags: flags as GlobalPermissionFlag[] },
          {
            onSuccess: (saved) => {
              snackbar.success(role ? 'Role saved' : `Role ${saved.name} created`);
              onClose();
            },
          },
        )
      }
    >
      <TextField
        name="name"
        label="Name"
        isRequired
        autoFocus
        isReadOnly={role?.builtIn}
        description={role?.builtIn ? 'Built-in roles keep their name.' : undefined}
        value={name}
        onChange={setName}
        rules={[required('Name'), maxLength(80)]}
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
    </FormDialog>
  );
}
