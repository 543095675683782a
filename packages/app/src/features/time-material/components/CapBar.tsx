import { Text, Stack } from '@keel/ui';
import { useId } from 'react';
import type { CapLevel } from '@keel/types';
import { capPercent } from '../consumption';
import * as styles from '../time-material.css';

/**
 * How much of a cap is used: a progress bar named by its label, the percent in
 * text, a mark at the 80 % warning threshold. (A bar of its own: it takes the
 * level's tone and prints, and goes past nothing when the cap is exceeded.)
 */
export function CapBar({
  label,
  value,
  max,
  level,
}: {
  label: string;
  value: number;
  max: number;
  level: CapLevel;
}) {
  const id = useId();
  const percent = capPercent(value, max) ?? 0;
  return (
    <Stack gap="xsmall">
      <span className={styles.barHeader}>
        <span id={id}>{label}</span>
        <Text tone="muted" size="small">{`${percent} %`}</Text>
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={`${percent} %`}
        className={styles.barTrack}
      >
        <span className={styles.barFill[level]} style={{ width: `${Math.min(100, percent)}%` }} />
        <span className={styles.barMark} aria-hidden="true" />
      </div>
    </Stack>
  );
}
