import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tone';
import * as styles from './Callout.css';

export interface CalloutProps {
  /** The message: a sentence or two (a server message may hold line breaks). */
  children: ReactNode;
  /**
   * Semantic tone: `critical` for a failure, `caution` for something to look at (changed by
   * someone else), `neutral` for any other message of a form, `info`/`positive` for news.
   * @default 'neutral'
   */
  tone?: Tone;
  /** One action beside the message, e.g. a Reload button. @default undefined */
  action?: ReactNode;
  /**
   * `alert` announces the message as soon as it appears (errors after a submit); `status`
   * announces it politely; `none` for a message that is part of the page from the start.
   * @default 'alert'
   */
  announce?: 'alert' | 'status' | 'none';
}

/** A message in a tinted box, with at most one action: form failures, conflicts, notices. */
export function Callout({ children, tone = 'neutral', action, announce = 'alert' }: CalloutProps) {
  return (
    <div
      className={styles.callout[tone]}
      role={announce === 'none' ? undefined : announce}
      data-tone={tone}
    >
      <span className={styles.message}>{children}</span>
      {action ? <span className={styles.action}>{action}</span> : null}
    </div>
  );
}
