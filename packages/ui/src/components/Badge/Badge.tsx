import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tone';
import * as styles from './Badge.css';

/** A badge speaks the design system's one tone vocabulary. */
export type BadgeTone = Tone;

export interface BadgeProps {
  /** Short text or a count. */
  children: ReactNode;
  /**
   * Semantic tone: `critical` for problems, `caution` for warnings, `positive` for done,
   * `info` for news, `neutral` for anything else.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * `strong` fills the badge with the tone's colour, for counts that need attention
   * (unread notifications); `regular` is the quiet label.
   * @default 'regular'
   */
  weight?: 'regular' | 'strong';
  /** Full text for assistive technology when the visible text is abbreviated. @default undefined */
  'aria-label'?: string;
}

/** A small non-interactive status label or count. */
export function Badge({ children, tone = 'neutral', weight = 'regular', ...props }: BadgeProps) {
  return (
    <span
      className={styles[weight][tone]}
      aria-label={props['aria-label']}
      role={props['aria-label'] ? 'img' : undefined}
    >
      {children}
    </span>
  );
}
