import { useState } from 'react';
import { AVATAR_SIZES_PX, type AvatarSize } from '@keel/types';
import { colorForName, initialsOf, readableTextOn } from './avatar-colors';
import * as styles from './Avatar.css';

export type { AvatarSize };

export interface AvatarProps {
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  /**
   * Picture URL; initials show when absent or when it fails to load.
   * @default undefined
   */
  src?: string | null;
  /**
   * The user's colour (hex) behind the initials; derived from the name when absent.
   * @default undefined
   */
  color?: string | null;
  /**
   * Diameter: xsmall 24, default 32, large 48, xlarge 64 px (SPEC §9).
   * @default 'default'
   */
  size?: AvatarSize;
  /**
   * Hide from assistive technology when the name is already shown next to it.
   * @default false
   */
  isDecorative?: boolean;
}

/** A round picture of a person, or their initials on their colour. */
export function Avatar({ name, src, color, size = 'default', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = AVATAR_SIZES_PX[size];
  const background = color || colorForName(name);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);
  return (
    <span
      {...a11y}
      className={styles.avatar}
      style={{
        width: px,
        height: px,
        fontSize: Math.round(px * 0.4),
        background: showImage ? undefined : background,
        color: showImage ? undefined : readableTextOn(background),
      }}
    >
      {showImage ? (
        <img className={styles.image} src={src!} alt="" onError={() => setFailedSrc(src!)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
