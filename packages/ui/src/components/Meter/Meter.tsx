import { useId } from 'react';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Meter.css';

export interface MeterProps {
  /** What is measured, e.g. `Hours of the 200 h cap`; names the bar. */
  label: string;
  /** How much is used; past `max` the bar stays full. */
  value: number;
  /** The limit. */
  max: number;
  /** The share used in words, e.g. `84 %`: shown and read out. */
  valueText: string;
  /**
   * The bar's colour for its level; say the level in words nearby too (never colour alone).
   * @default 'accent'
   */
  tone?: 'accent' | 'caution' | 'critical';
  /** A threshold marked across the track, as a share of `max` (0.8 for a warning at 80 %). @default undefined */
  markAt?: number;
}

/**
 * How much of a limit is used (hours of a cap): a bar with its label and share, a mark at a
 * threshold. Unlike ProgressBar it takes a tone and prints.
 */
export function Meter({ label, value, max, valueText, tone = 'accent', markAt }: MeterProps) {
  const id = useId();
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <Stack gap="xsmall">
      <span className={styles.header}>
        <span id={id}>{label}</span>
        <Text tone="muted" size="small">
          {valueText}
        </Text>
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <span className={styles.fill[tone]} style={{ width: `${share * 100}%` }} />
        {markAt !== undefined ? (
          <span className={styles.mark} style={{ left: `${markAt * 100}%` }} aria-hidden="true" />
        ) : null}
      </div>
    </Stack>
  );
}
