import { useQuery } from '@tanstack/react-query';
import { Select, Stack, Text } from '@keel/ui';
import { userChoicesQueryOptions } from '../../../lib/pickers';
import type { MappedValue, ValueMapGroup } from '../import-draft';
import * as styles from '../imports.css';

/** The option of a value that is left empty (a choice never holds this character). */
const LEAVE_EMPTY = '\u0000leave-empty';

function ValueSelect({
  group,
  value,
  mapped,
  items,
  isLoading,
  onChange,
  isDisabled,
}: {
  group: ValueMapGroup;
  value: string;
  mapped: MappedValue;
  items: { id: string | number; name: string }[];
  isLoading?: boolean;
  onChange: (mapped: MappedValue) => void;
  isDisabled: boolean;
}) {
  return (
    <Select
      label={`“${value}” means`}
      items={[{ id: LEAVE_EMPTY, name: 'Leave empty' }, ...items]}
      isLoading={isLoading}
      value={mapped ?? LEAVE_EMPTY}
      onChange={(key) => onChange(key === null || key === LEAVE_EMPTY ? null : key)}
      description={
        mapped === null
          ? `Not recognised as a ${group.field.label.toLowerCase()}: choose what it means or leave it empty.`
          : undefined
      }
      isDisabled={isDisabled}
    />
  );
}

/**
 * What the file's values of `choice` fields (a status, a priority) and
 * `user` fields (an e-mail) mean here: the values the import did not
 * recognise come first and say so.
 */
export function ValueMapsEditor({
  groups,
  onChange,
  isDisabled,
}: {
  groups: readonly ValueMapGroup[];
  onChange: (key: string, value: string, mapped: MappedValue) => void;
  isDisabled: boolean;
}) {
  const needsUsers = groups.some((group) => group.field.type === 'user');
  const users = useQuery({ ...userChoicesQueryOptions(), enabled: needsUsers });
  const userItems = (users.data ?? []).map((u) => ({ id: u.id, name: `${u.name} (${u.email})` }));

  if (groups.length === 0) return null;
  return (
    <Stack gap="medium">
      <Text as="h3">Values</Text>
      {groups.map((group) => (
        <Stack gap="small" key={group.field.key}>
          <Text as="h4">{group.field.label}</Text>
          <div className={styles.fieldGrid}>
            {group.values.map(({ value, mapped }) => (
              <ValueSelect
                key={value}
                group={group}
                value={value}
                mapped={mapped}
                items={
                  group.field.type === 'user'
                    ? userItems
                    : (group.field.choices ?? []).map((choice) => ({ id: choice, name: choice }))
                }
                isLoading={group.field.type === 'user' && users.isPending}
                onChange={(next) => onChange(group.field.key, value, next)}
                isDisabled={isDisabled}
              />
            ))}
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
