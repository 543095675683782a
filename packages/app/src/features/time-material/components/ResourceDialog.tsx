import { useQuery } from '@tanstack/react-query';
import type { TimeMaterialContract, TimeMaterialResource } from '@keel/types';
import { Select } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { MoneyField, QuarterHoursField } from '../../../lib/management/components/NumberFields';
import { positiveOrEmpty, requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { majorUnits, minutesOfHours } from '../consumption';
import { useSaveResourceMutation } from '../time-material.mutations';
import { toMinorUnits } from '../../../lib/format';
import { projectMembersQueryOptions } from '../../projects';

/**
 * Bill a person on a contract, or change a resource's rate and hour cap. The
 * people are the project's internal members: the ones who log time on it.
 */
export function ResourceDialog({
  projectId,
  contract,
  resource,
  onClose,
  onReload,
}: {
  projectId: number;
  contract: TimeMaterialContract & { resources: readonly TimeMaterialResource[] };
  /** The resource to edit; null to add one. */
  resource: TimeMaterialResource | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const members = useQuery({ ...projectMembersQueryOptions(projectId), enabled: !resource });
  const { values, set, field } = useFields({
    userId: resource?.user.id ?? null,
    hourlyRate: resource?.hourlyRate ? majorUnits(resource.hourlyRate.amount) : null,
    capHours: resource?.capMinutes ? resource.capMinutes / 60 : null,
  });
  const { userId, hourlyRate: rate, capHours } = values;
  const save = useSaveResourceMutation(projectId, contract.id, resource);
  const billed = new Set(contract.resources.map((r) => r.user.id));
  const candidates = (members.data ?? [])
    .filter((m) => !m.external && !billed.has(m.id))
    .map((m) => ({ id: m.id, name: m.name, description: m.email ?? undefined }));

  return (
    <SaveDialog
      title={resource ? `Edit ${resource.user.name} on ${contract.name}` : 'Add resource'}
      submitLabel={resource ? 'Save' : 'Add resource'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() =>
        userId === null || rate === null
          ? null
          : {
              userId,
              hourlyRate: toMinorUnits(rate),
              capMinutes: capHours === null ? null : minutesOfHours(capHours),
            }
      }
      savedMessage={(saved) =>
        resource ? `${saved.user.name} saved` : `${saved.user.name} added to the contract`
      }
    >
      {resource ? null : (
        <Select
          name="userId"
          label="Person"
          description="Internal members of the project who are not on the contract yet."
          isRequired
          items={candidates}
          isLoading={members.isPending}
          value={userId}
          onChange={(key) => set({ userId: key === null ? null : Number(key) })}
          rules={[requiredValue('Person')]}
        />
      )}
      <MoneyField
        {...field('hourlyRate')}
        label={`Hourly rate (${contract.currency})`}
        isRequired
        autoFocus={!!resource}
        minValue={0}
        rules={[
          requiredValue('Hourly rate'),
          (v) => v === null || v >= 0 || 'The rate cannot be negative',
        ]}
      />
      <QuarterHoursField
        name="capMinutes"
        label="Hour cap (hours)"
        description="Optional: the most hours this person may bill on the contract."
        minValue={0.25}
        value={capHours}
        onChange={(hours) => set({ capHours: hours })}
        rules={[positiveOrEmpty('A cap must be positive')]}
      />
    </SaveDialog>
  );
}
