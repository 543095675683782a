import { memo, useMemo } from 'react';
import { ticksOf, type Scale } from '../gantt-scale';
import * as styles from '../timeline.css';

const { LABEL_WIDTH } = styles;

/**
 * The header: the tree's corner and the time axis's columns. Memoised on the
 * scale: a plan of years has hundreds of columns, worked out once a zoom.
 */
export const GanttAxis = memo(function GanttAxis({ scale }: { scale: Scale }) {
  const ticks = useMemo(() => ticksOf(scale), [scale]);
  return (
    <div className={styles.header} style={{ width: LABEL_WIDTH + scale.width }} aria-hidden="true">
      <div className={styles.corner}>Task</div>
      <div className={styles.axis} style={{ width: scale.width }}>
        {ticks.map((t) => (
          <span key={t.date} className={styles.tick} style={{ left: t.x }}>
            {t.label}
          </span>
        ))}
      </div>
    </div>
  );
});
