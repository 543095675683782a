import { AVATAR_SIZES_PX } from '@keel/types';
import { Avatar, type AvatarSize } from '../Avatar/Avatar';
import * as styles from './AvatarGroup.css';

export interface AvatarGroupPerson {
  /** Stable key (user id). */
  id: string | number;
  name: string;
  src?: string | null;
  color?: string | null;
}

export interface AvatarGroupProps {
  /** The people to show, in order. */
  people: readonly AvatarGroupPerson[];
  /**
   * How many avatars to draw before a `+N` counter.
   * @default 4
   */
  max?: number;
  /** Avatar size. @default 'default' */
  size?: AvatarSize;
  /** Accessible name of the group, e.g. `Project members`. @default 'People' */
  label?: string;
}

/** Overlapping avatars with a `+N` counter; the group's accessible name lists everyone. */
export function AvatarGroup({
  people,
  max = 4,
  size = 'default',
  label = 'People',
}: AvatarGroupProps) {
  const shown = people.slice(0, max);
  const hidden = people.length - shown.length;
  const px = AVATAR_SIZES_PX[size];
  return (
    <span
      role="img"
      className={styles.group}
      aria-label={`${label}: ${people.map((p) => p.name).join(', ') || 'none'}`}
    >
      {shown.map((person) => (
        <span key={person.id} className={styles.item}>
          <Avatar
            name={person.name}
            src={person.src}
            color={person.color}
            size={size}
            isDecorative
          />
        </span>
      ))}
      {hidden > 0 && (
        <span
          aria-hidden="true"
          className={`${styles.item} ${styles.overflow}`}
          style={{ width: px, height: px, fontSize: Math.round(px * 0.36) }}
        >
          +{hidden}
        </span>
      )}
    </span>
  );
}
