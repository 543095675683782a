import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ProjectTimeline } from '@keel/types';
import { formatDate } from '../../../lib/format';
import { arrowsInView } from '../gantt-arrows';
import { BAR_KEYS, barRowFrom, type GanttRow as Row } from '../gantt-rows';
import { xOf, type Scale } from '../gantt-scale';
import { GanttArrows } from './GanttArrows';
import { GanttAxis } from './GanttAxis';
import type { BarActions } from './GanttBar';
import { GanttRow } from './GanttRow';
import * as styles from '../timeline.css';

const { ROW_HEIGHT, HEADER_HEIGHT, LABEL_WIDTH } = styles;

export interface GanttChartProps {
  rows: readonly Row[];
  rowOf: ReadonlyMap<number, number>;
  timeline: ProjectTimeline;
  scale: Scale;
  today: string;
  selectedId: number | null;
  editable: boolean;
  /** Dependencies left broken by the last reschedule: drawn red and dashed. */
  broken: ReadonlySet<number>;
  /** Print: every row drawn, not only those on screen. */
  printing: boolean;
  helpId: string;
  actions: BarActions;
}

/**
 * The Gantt: the task tree on the left, bars on a time axis, milestones as
 * diamonds in the first row, dependency arrows and a today line. Only the rows
 * on screen (and a few more) are in the document, and only the arrows that
 * touch them: 2,000 tasks draw a screenful.
 */
export function GanttChart(props: GanttChartProps) {
  const { rows, rowOf, timeline, scale, today, selectedId, editable, broken, printing } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    // Row 0 holds the milestones.
    count: rows.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  // Open on today.
  const todayX = xOf(scale, today);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = Math.max(0, todayX - 240);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per zoom, not per render
  }, [scale.zoom]);

  // Up/Down Arrow (Home/End) from a bar to the bar above or below (the first, the last): the
  // rows are virtualised, so a bar off screen is scrolled to first and focused once rendered.
  const pendingFocus = useRef<number | null>(null);
  const barElement = (taskId: number) =>
    scroller.current?.querySelector<HTMLElement>(`[data-task-bar="${taskId}"]`) ?? null;
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const bar = barElement(pendingFocus.current);
    if (!bar) return;
    pendingFocus.current = null;
    bar.focus();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = BAR_KEYS.find((k) => k === event.key);
    // Alt+Arrow is the bar's own (move, resize).
    if (!key || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const from = rowOf.get(Number((event.target as HTMLElement).dataset.taskBar));
    if (from === undefined) return;
    event.preventDefault();
    const to = barRowFrom(rows, from, key);
    if (to === null || to === from) return;
    const taskId = rows[to]!.task.id;
    const bar = barElement(taskId);
    if (bar) {
      bar.focus();
      return;
    }
    pendingFocus.current = taskId;
    // Row 0 holds the milestones.
    virtualizer.scrollToIndex(to + 1);
  };

  const items = printing
    ? Array.from({ length: rows.length + 1 }, (_, index) => ({ index, start: index * ROW_HEIGHT }))
    : virtualizer.getVirtualItems();
  const first = Math.max(0, (items[0]?.index ?? 1) - 1);
  const last = Math.max(0, (items.at(-1)?.index ?? 1) - 1);
  const arrows = useMemo(
    () => arrowsInView(timeline.dependencies, rowOf, first, last),
    [timeline.dependencies, rowOf, first, last],
  );
  const height = (rows.length + 1) * ROW_HEIGHT;

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="region"
      aria-label="Gantt chart"
      onKeyDown={onKeyDown}
    >
      <div
        style={{
          position: 'relative',
          width: LABEL_WIDTH + scale.width,
          height: HEADER_HEIGHT + height,
        }}
      >
        <GanttAxis scale={scale} />
        {/* Sized: the page's `svg { max-width: 100% }` would shrink the arrows to
            an unsized box's 0 width, and a 0-wide svg draws nothing. */}
        <div
          style={{
            position: 'absolute',
            top: HEADER_HEIGHT,
            left: LABEL_WIDTH,
            width: scale.width,
            height,
          }}
        >
          <div className={styles.today} style={{ left: todayX, height }}>
            <span className={styles.todayLabel}>Today</span>
          </div>
          <GanttArrows
            arrows={arrows}
            tasks={rows}
            rowOf={rowOf}
            scale={scale}
            broken={broken}
            height={height}
          />
        </div>
        {items.map((item) => {
          const top = HEADER_HEIGHT + item.start;
          if (item.index === 0)
            return (
              <div
                key="milestones"
                className={styles.row}
                style={{ top, width: LABEL_WIDTH + scale.width }}
              >
                <div className={styles.label}>
                  <span className={styles.labelText}>Milestones</span>
                </div>
                <div className={styles.lane} style={{ width: scale.width }}>
                  {timeline.milestones.map((m) => (
                    <span
                      key={m.id}
                      role="img"
                      className={styles.diamond}
                      style={{ left: xOf(scale, m.dueDate) + scale.pxPerDay / 2 }}
                      aria-label={`Milestone ${m.name}, due ${formatDate(m.dueDate)}, ${m.status}`}
                      title={`${m.name} (${formatDate(m.dueDate)})`}
                    />
                  ))}
                </div>
              </div>
            );
          const row = rows[item.index - 1]!;
          return (
            <GanttRow
              key={row.task.id}
              row={row}
              top={top}
              scale={scale}
              selected={row.task.id === selectedId}
              editable={editable}
              helpId={props.helpId}
              actions={props.actions}
            />
          );
        })}
      </div>
    </div>
  );
}
