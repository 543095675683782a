import { ProgressBar } from '@keel/ui';
import type { CapLevel } from '@keel/types';
import { capPercent } from '../consumption';

const TONE = { within: 'accent', near: 'caution', reached: 'critical' } as const;

/**
 * How much of a cap is used: the kit's ProgressBar in the level's tone, the percent
 * in text, a mark at the 80 % warning threshold (it prints, and goes past
 * nothing when the cap is exceeded).
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
  const percent = capPercent(value, max) ?? 0;
  return (
    <ProgressBar
      label={label}
      value={value}
      maxValue={max}
      valueLabel={`${percent} %`}
      tone={TONE[level]}
      markAt={0.8}
    />
  );
}
