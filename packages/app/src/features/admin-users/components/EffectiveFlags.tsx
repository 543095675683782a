import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Stack, Text } from '@keel/ui';
import { PERMISSION_CATALOGUE } from '@keel/types';
import * as styles from '../../../lib/management/management.css';
import { userPermissionsQueryOptions } from '../admin-users.queries';

/** A user's effective global flags (the union of their roles), grouped by area. */
export function EffectiveFlags({ userId }: { userId: number }) {
  const permissions = useQuery(userPermissionsQueryOptions(userId));
  const flags = new Set(permissions.data?.flags ?? []);
  const areas = PERMISSION_CATALOGUE.map((area) => ({
    area: area.area,
    flags: area.flags.filter((f) => flags.has(f.flag)),
  })).filter((area) => area.flags.length > 0);
  return (
    <Card title="Effective permissions">
      {permissions.isPending ? (
        <Skeleton height={80} />
      ) : areas.length === 0 ? (
        <Text as="p" tone="muted">
          No permissions: this user has no role that grants any.
        </Text>
      ) : (
        <Stack>
          {areas.map((area) => (
            <section key={area.area} aria-label={area.area}>
              <h3>{area.area}</h3>
              <ul className={styles.list}>
                {area.flags.map((f) => (
                  <li key={f.flag}>
                    {f.description} <Text tone="muted">({f.flag})</Text>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      )}
    </Card>
  );
}
