import { DEFAULT_RAG_STATUS, type RagStatus } from '@keel/types';
import { toneMarkColor, type Tone } from '../../theme/tone';
import * as styles from './StatusDot.css';

export type { RagStatus };

/** The tone of each RAG status (SPEC §9: red, amber, green; grey by default). */
export const RAG_TONES: Record<RagStatus, Tone> = {
  red: 'critical',
  amber: 'caution',
  green: 'positive',
  grey: 'neutral',
};

/** The words for each status; colour alone never carries the meaning. */
export const RAG_LABELS: Record<RagStatus, string> = {
  red: 'Red',
  amber: 'Amber',
  green: 'Green',
  grey: 'No status',
};

export interface StatusDotProps {
  /**
   * RAG status (SPEC §9); anything unset is grey.
   * @default 'grey'
   */
  status?: RagStatus | null;
  /**
   * Accessible name; defaults to the status word (`Red`, `Amber`, `Green`, `No status`).
   * @default undefined
   */
  label?: string;
  /** Show the label as visible text next to the dot. @default false */
  showLabel?: boolean;
  /**
   * A tone instead of a RAG status, for dots that are not RAG (e.g. `info`); give a `label` too.
   * @default the tone of `status`
   */
  tone?: Tone;
}

/** A red/amber/green status dot (grey by default) with an accessible label. */
export function StatusDot({ status, label, showLabel = false, tone }: StatusDotProps) {
  const value = status ?? DEFAULT_RAG_STATUS;
  const name = label ?? RAG_LABELS[value];
  const dotTone = tone ?? RAG_TONES[value];
  const dot = (
    <span
      className={styles.dot}
      style={{ background: toneMarkColor[dotTone] }}
      role={showLabel ? undefined : 'img'}
      aria-label={showLabel ? undefined : name}
      aria-hidden={showLabel ? true : undefined}
      data-status={value}
      data-tone={dotTone}
    />
  );
  if (!showLabel) return dot;
  return (
    <span className={styles.wrapper} data-status={value}>
      {dot}
      <span className={styles.text}>{name}</span>
    </span>
  );
}
