import { memo, useId } from 'react';
import type { ProjectTimeline } from '@keel/types';
import { arrowPath } from '../gantt-arrows';
import type { GanttRow } from '../gantt-rows';
import { barOf, type Scale } from '../gantt-scale';
import * as styles from '../timeline.css';

type Dependency = ProjectTimeline['dependencies'][number];

/**
 * The dependency arrows of the rows on screen; a broken one red and dashed.
 * Memoised: selecting a bar does not redraw them.
 */
export const GanttArrows = memo(function GanttArrows({
  arrows,
  tasks,
  rowOf,
  scale,
  broken,
  height,
}: {
  arrows: readonly Dependency[];
  tasks: readonly GanttRow[];
  rowOf: ReadonlyMap<number, number>;
  scale: Scale;
  broken: ReadonlySet<number>;
  height: number;
}) {
  // useId's colons would end a url(#…) reference.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { ROW_HEIGHT } = styles;
  const boxOf = (taskId: number) => {
    const row = rowOf.get(taskId)!;
    const box = barOf(scale, tasks[row]!.task);
    // Row 0 is the milestones: task rows start at 1.
    const y = (row + 1) * ROW_HEIGHT + ROW_HEIGHT / 2;
    return box ? { x0: box.x, x1: box.x + box.width, y } : null;
  };
  return (
    <svg
      className={styles.arrows}
      width={scale.width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <ArrowHead id={`${id}-a`} className={styles.arrowHead} />
        <ArrowHead id={`${id}-b`} className={styles.arrowHeadBroken} />
      </defs>
      {arrows.map((d) => {
        const from = boxOf(d.predecessorId);
        const to = boxOf(d.successorId);
        if (!from || !to) return null;
        const isBroken = broken.has(d.id);
        return (
          <path
            key={d.id}
            d={arrowPath(from, to, d.type, ROW_HEIGHT)}
            className={`${styles.arrow} ${isBroken ? styles.arrowBroken : ''}`}
            markerEnd={`url(#${id}-${isBroken ? 'b' : 'a'})`}
            data-dependency={d.id}
            data-broken={isBroken ? '' : undefined}
          />
        );
      })}
    </svg>
  );
});

/** An arrow's head (an svg marker), in the colour of its kind. */
function ArrowHead({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 6 6"
      refX="6"
      refY="3"
      markerWidth="6"
      markerHeight="6"
      orient="auto"
    >
      <path d="M0 0L6 3L0 6z" className={className} />
    </marker>
  );
}
