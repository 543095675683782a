import { FigureTable } from '@keel/ui';
import type { ProjectTimeline } from '@keel/types';
import { EMPTY, formatDate } from '../../../lib/format';
import { slippageText } from '../gantt-edit';
import type { GanttRow } from '../gantt-rows';

/**
 * The Gantt's data as a table: every task in tree order with its dates,
 * progress, critical flag, predecessors and, with a baseline, its baseline
 * due date and slippage.
 */
export function TimelineTable({
  rows,
  timeline,
  withBaseline,
}: {
  rows: readonly GanttRow[];
  timeline: ProjectTimeline;
  withBaseline: boolean;
}) {
  const names = new Map(rows.map((r) => [r.task.id, r.task.name]));
  const before = new Map<number, string[]>();
  for (const d of timeline.dependencies) {
    const lag = d.lagDays === 0 ? '' : ` ${d.lagDays > 0 ? '+' : ''}${d.lagDays}d`;
    const text = `${names.get(d.predecessorId) ?? d.predecessorId} (${d.type}${lag})`;
    before.set(d.successorId, [...(before.get(d.successorId) ?? []), text]);
  }
  return (
    <FigureTable aria-label="Timeline tasks">
      <thead>
        <tr>
          <th scope="col">Task</th>
          <th scope="col">Start</th>
          <th scope="col">Due</th>
          <th scope="col">Progress</th>
          <th scope="col">Critical</th>
          <th scope="col">Start lock</th>
          <th scope="col">Predecessors</th>
          {withBaseline ? (
            <>
              <th scope="col">Baseline due</th>
              <th scope="col">Slippage</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ task, depth }) => (
          <tr key={task.id} data-task-row={task.id}>
            <th
              scope="row"
              style={{ paddingInlineStart: `${0.5 + depth}rem`, fontWeight: 'normal' }}
            >
              {task.name}
            </th>
            <td data-nowrap>{formatDate(task.startDate)}</td>
            <td data-nowrap>{formatDate(task.dueDate)}</td>
            <td data-numeric>{task.progress}%</td>
            <td>{task.critical ? 'Critical' : EMPTY}</td>
            <td>{task.fixedStart ? 'Fixed' : EMPTY}</td>
            <td>{before.get(task.id)?.join(', ') ?? EMPTY}</td>
            {withBaseline ? (
              <>
                <td data-nowrap>
                  {task.baseline ? formatDate(task.baseline.dueDate) : 'Not in baseline'}
                </td>
                <td data-nowrap>{slippageText(task.baseline?.slippageDays) ?? EMPTY}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
