import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'accent';

export interface BadgeProps {
  /** Short text or a count. */
  children: ReactNode;
  /**
   * Semantic tone: `critical` for problems, `caution` for warnings, `positive` for done,
   * `info` for neutral news, `accent` for counts that need attention (unread notifications).
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** Full text for assistive technology when the visible text is abbreviated. @default undefined */
  'aria-label'?: string;
}

/** A small non-interactive status label or count. */
export function Badge({ children, tone = 'neutral', ...props }: BadgeProps) {
  return (
    <span
      className={styles.badge[tone]}
      aria-label={props['aria-label']}
      role={props['aria-label'] ? 'img' : undefined}
    >
      {children}
    </span>
  );
}
