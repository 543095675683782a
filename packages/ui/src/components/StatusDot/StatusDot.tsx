import { DEFAULT_RAG_STATUS, type RagStatus } from '@keel/types';
import { vars } from '../../theme/contract.css';
import * as styles from './StatusDot.css';

export type { RagStatus };

const DOT_COLORS: Record<RagStatus, string> = {
  red: vars.color.ragRed,
  amber: vars.color.ragAmber,
  green: vars.color.ragGreen,
  grey: vars.color.ragGrey,
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
}

/** A red/amber/green status dot (grey by default) with an accessible label. */
export function StatusDot({ status, label, showLabel = false }: StatusDotProps) {
  const value = status ?? DEFAULT_RAG_STATUS;
  const name = label ?? RAG_LABELS[value];
  const dot = (
    <span
      className={styles.dot}
      style={{ background: DOT_COLORS[value] }}
      role={showLabel ? undefined : 'img'}
      aria-label={showLabel ? undefined : name}
      aria-hidden={showLabel ? true : undefined}
      data-status={value}
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
