import type { TimelineTask } from '@keel/types';
import { slippageText } from '../gantt-edit';
import { barOf, type Scale } from '../gantt-scale';
import * as styles from '../timeline.css';

/**
 * The words beside a bar: the baseline's slippage ("3 days late") and an
 * undated task's "No dates"; the bar's accessible name says the same.
 */
export function GanttRowNote({ task, scale }: { task: TimelineTask; scale: Scale }) {
  const box = barOf(scale, task);
  const base = task.baseline ? barOf(scale, task.baseline) : null;
  const slip = slippageText(task.baseline?.slippageDays);
  const text = box ? slip : 'No dates';
  if (!text) return null;
  const end = Math.max(box ? box.x + box.width : 0, base ? base.x + base.width : 0);
  const late = (task.baseline?.slippageDays ?? 0) > 0;
  return (
    <span
      className={`${styles.rowNote} ${late ? styles.late : ''}`}
      style={{ left: end }}
      aria-hidden="true"
    >
      {text}
    </span>
  );
}
