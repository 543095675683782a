import { useState } from 'react';
import type { RateProfile, RateProfileOptions, RateProfileSaveInput } from '@keel/types';
import { Button, IconButton, Select, Stack, TextField, Text } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { MoneyField } from '../../../lib/management/components/NumberFields';
import { maxLength, required, requiredValue } from '../../../lib/management/rules';
import { useSaveRateProfileMutation } from '../rate-profiles.mutations';
import * as styles from '../rate-config.css';
import { toMinorUnits } from '../../../lib/format';

interface RoleDraft {
  /** A stable React key: rows are added and removed in the middle. */
  key: number;
  role: string;
  /** Major units as typed. */
  rate: number | null;
  salaryGroupId: number | null;
}

let nextKey = 0;
const blankRole = (): RoleDraft => ({ key: ++nextKey, role: '', rate: null, salaryGroupId: null });

/**
 * Create a rate profile or replace one (its name, currency and roles, sent
 * whole). The salary group column shows only when the options list groups:
 * the API lists them to holders of readEmployeeSalaryGroups only, and keeps
 * the stored groups when someone else saves.
 */
export function RateProfileDialog({
  profile,
  options,
  onClose,
  onReload,
}: {
  /** Null to create one. */
  profile: RateProfile | null;
  options: RateProfileOptions;
  onClose: () => void;
  onReload: () => void;
}) {
  const [name, setName] = useState(profile?.name ?? '');
  const [currency, setCurrency] = useState<string>(profile?.currency ?? 'EUR');
  const [roles, setRoles] = useState<RoleDraft[]>(
    profile
      ? profile.roles.map((r) => ({
          key: ++nextKey,
          role: r.role,
          rate: r.hourlyRate.amount / 100,
          salaryGroupId: r.salaryGroup?.id ?? null,
        }))
      : [blankRole()],
  );
  const save = useSaveRateProfileMutation(profile);
  const showGroups = options.salaryGroups !== null;
  const groupItems = (options.salaryGroups ?? []).map((g) => ({ id: g.id, name: g.name }));
  const change = (key: number, patch: Partial<RoleDraft>) =>
    setRoles((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <SaveDialog
      title={profile ? `Edit ${profile.name}` : 'New rate profile'}
      size="large"
      submitLabel={profile ? 'Save profile' : 'Create profile'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({
        name: name.trim(),
        currency: currency as RateProfileSaveInput['currency'],
        roles: roles.map((r) => ({
          role: r.role.trim(),
          hourlyRate: toMinorUnits(r.rate ?? 0),
          salaryGroupId: r.salaryGroupId,
        })),
      })}
      savedMessage={(saved) => (profile ? `${saved.name} saved` : `${saved.name} created`)}
    >
      <NameField value={name} onChange={setName} max={120} />
      <Select
        name="currency"
        label="Currency"
        isRequired
        items={options.currencies.map((c) => ({ id: c, name: c }))}
        value={currency}
        onChange={(key) => key !== null && setCurrency(String(key))}
      />
      <fieldset className={styles.roles}>
        <legend className={styles.legend}>Roles and hourly rates</legend>
        <Stack>
          {roles.length === 0 ? (
            <Text as="p" tone="muted" size="small">
              No roles: a quote using this profile types its rates.
            </Text>
          ) : null}
          {roles.map((r, index) => (
            <div key={r.key} className={styles.roleRow}>
              <TextField
                name={`roles.${index}.role`}
                label={`Role ${index + 1}`}
                isRequired
                value={r.role}
                onChange={(role) => change(r.key, { role })}
                rules={[required('Role'), maxLength(80)]}
              />
              <MoneyField
                name={`roles.${index}.hourlyRate`}
                label={`Hourly rate ${index + 1} (${currency})`}
                isRequired
                minValue={0}
                value={r.rate}
                onChange={(rate) => change(r.key, { rate })}
                rules={[requiredValue('Hourly rate')]}
              />
              {showGroups ? (
                <Select
                  name={`roles.${index}.salaryGroupId`}
                  label={`Salary group ${index + 1}`}
                  isClearable
                  placeholder="None"
                  items={groupItems}
                  value={r.salaryGroupId}
                  onChange={(key) =>
                    change(r.key, { salaryGroupId: key === null ? null : Number(key) })
                  }
                />
              ) : null}
              <IconButton
                icon="trash"
                variant="ghost"
                aria-label={`Remove role ${index + 1}${r.role ? ` (${r.role})` : ''}`}
                onPress={() => setRoles((rows) => rows.filter((row) => row.key !== r.key))}
              />
            </div>
          ))}
          <div>
            <Button icon="plus" onPress={() => setRoles((rows) => [...rows, blankRole()])}>
              Add role
            </Button>
          </div>
        </Stack>
      </fieldset>
    </SaveDialog>
  );
}
