import { memo } from 'react';
import type { GanttRow as Row } from '../gantt-rows';
import { barOf, type Scale } from '../gantt-scale';
import { barLabel } from '../gantt-text';
import { GanttBar, type BarActions } from './GanttBar';
import { GanttRowNote } from './GanttRowNote';
import * as styles from '../timeline.css';

const { LABEL_WIDTH } = styles;

export interface GanttRowProps {
  row: Row;
  top: number;
  scale: Scale;
  selected: boolean;
  editable: boolean;
  helpId: string;
  actions: BarActions;
}

/**
 * One task's row: its name in the tree, its baseline, its bar and the words
 * beside it. Memoised: selecting a bar re-renders the two rows whose
 * selection changed, not the screenful (the click that ends a drag selects).
 */
export const GanttRow = memo(function GanttRow(props: GanttRowProps) {
  const { row, top, scale, selected, editable } = props;
  const { task, depth } = row;
  const box = barOf(scale, task);
  return (
    <div
      className={styles.row}
      style={{ top, width: LABEL_WIDTH + scale.width }}
      data-selected={selected ? '' : undefined}
    >
      <div className={styles.label} title={task.name}>
        <span className={styles.treeIndent} style={{ width: 8 + depth * 16 }} />
        <span className={styles.labelText}>{task.name}</span>
        {task.critical ? <span className={styles.criticalTag}>▲ Critical</span> : null}
        {task.fixedStart ? <span className={styles.fixedTag}>Start fixed</span> : null}
      </div>
      <div className={styles.lane} style={{ width: scale.width }}>
        {task.baseline ? <BaselineBar scale={scale} dates={task.baseline} /> : null}
        {box ? (
          <GanttBar
            task={task}
            x={box.x}
            width={box.width}
            pxPerDay={scale.pxPerDay}
            label={barLabel(task)}
            editable={editable}
            selected={selected}
            helpId={props.helpId}
            actions={props.actions}
          />
        ) : null}
        <GanttRowNote task={task} scale={scale} />
      </div>
    </div>
  );
});

function BaselineBar({
  scale,
  dates,
}: {
  scale: Scale;
  dates: { startDate: string | null; dueDate: string | null };
}) {
  const box = barOf(scale, dates);
  if (!box) return null;
  return (
    <span
      className={styles.baselineBar}
      style={{ left: box.x, width: box.width }}
      aria-hidden="true"
    />
  );
}
