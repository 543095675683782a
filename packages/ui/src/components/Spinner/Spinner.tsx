import * as styles from './Spinner.css';

export interface SpinnerProps {
  /**
   * Spinner diameter: small 14 px, medium 20 px, large 32 px.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Accessible name announced to screen readers.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Show the label as visible text beside the spinner.
   * @default false
   */
  showLabel?: boolean;
}

/** An indeterminate loading indicator with an accessible name (role `progressbar`). */
export function Spinner({ size = 'medium', label = 'Loading', showLabel = false }: SpinnerProps) {
  return (
    <span className={styles.wrapper} role="progressbar" aria-label={label}>
      <span className={styles.spinner[size]} aria-hidden="true" />
      {showLabel && <span aria-hidden="true">{label}</span>}
    </span>
  );
}
