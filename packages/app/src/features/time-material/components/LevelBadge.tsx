import type { CapLevel } from '@keel/types';
import { Badge, Icon } from '@keel/ui';
import { levelLabel } from '../consumption';

/** A cap level in words with an icon; nothing while within the cap or without one. */
export function LevelBadge({ level }: { level: CapLevel }) {
  if (level === 'within') return null;
  return (
    <Badge tone={level === 'reached' ? 'critical' : 'caution'}>
      <Icon name={level === 'reached' ? 'alert' : 'warning'} /> {levelLabel(level)}
    </Badge>
  );
}
