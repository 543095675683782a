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
  /** Show the percentage text. @default true */
  showValue?: boolean;
}

/** Progress of long work (exports, recalculation, imports). */
export function ProgressBar({
  label,
  isIndeterminate = false,
  showValue = true,
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
              className={isIndeterminate ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
