import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Pick<
  AriaProgressBarProps,
  'value' | 'minValue' | 'maxValue' | 'formatOptions' | 'valueLabel'
> {
  /** What is in progress, e.g. `Exporting timesheets`. */
  label: string;
  /** Unknown duration: an animated bar without a value. @default false */
  isIndeterminate?: boolean;
  /** Show the percentage text (or `valueLabel`). @default true */
  showValue?: boolean;
  /**
   * The bar's colour, for a measure against a limit (hours of a cap): its level. Say the level
   * in words nearby too, never by colour alone. @default 'accent'
   */
  tone?: 'accent' | 'caution' | 'critical';
  /** A threshold marked across the track, as a share of the range (0.8 for a warning at 80 %). @default undefined */
  markAt?: number;
}

/**
 * Progress of long work (exports, recalculation, imports), or how much of a limit is used (hours
 * of a cap: a `tone` for its level, a mark at a threshold). Past `maxValue` the bar stays full;
 * its colours print.
 */
export function ProgressBar({
  label,
  isIndeterminate = false,
  showValue = true,
  tone = 'accent',
  markAt,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} isIndeterminate={isIndeterminate} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          <span className={styles.header}>
            <Label>{label}</Label>
            {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </span>
          <span className={styles.track}>
            <span
              className={
                isIndeterminate ? `${styles.fill[tone]} ${styles.indeterminate}` : styles.fill[tone]
              }
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
            {markAt !== undefined ? (
              <span
                className={styles.mark}
                style={{ left: `${markAt * 100}%` }}
                aria-hidden="true"
              />
            ) : null}
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
