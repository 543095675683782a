import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** Width (px or CSS length). @default '100%' */
  width?: number | string;
  /** Height of each line (px). @default 16 */
  height?: number;
  /** Number of lines. @default 1 */
  lines?: number;
  /** Round (avatars). @default false */
  isCircle?: boolean;
  /** What is loading, announced once for the whole block. @default 'Loading' */
  label?: string;
  /**
   * One piece of a larger placeholder (a table's skeleton rows) whose container announces the
   * loading once: renders without its own status role and label. @default false
   */
  isDecorative?: boolean;
}

/** Placeholder shapes shown while content loads (never a blank screen). */
export function Skeleton({
  width = '100%',
  height = 16,
  lines = 1,
  isCircle = false,
  label = 'Loading',
  isDecorative = false,
}: SkeletonProps) {
  return (
    <span
      className={styles.stack}
      role={isDecorative ? undefined : 'status'}
      aria-label={isDecorative ? undefined : label}
      aria-hidden={isDecorative || undefined}
    >
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={styles.skeleton}
          style={{
            width: isCircle ? height : index === lines - 1 && lines > 1 ? '60%' : width,
            height,
            borderRadius: isCircle ? '50%' : undefined,
          }}
        />
      ))}
    </span>
  );
}
