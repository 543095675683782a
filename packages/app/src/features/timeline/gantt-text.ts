import type { TaskScheduleResult, TimelineTask } from '@keel/types';
import { formatDate } from '../../lib/format';
import { slippageText } from './gantt-edit';

/* What the Gantt says in words: a bar's name for screen readers, what a reschedule did. */

export function spanText(dates: { startDate: string | null; dueDate: string | null }): string {
  if (!dates.startDate && !dates.dueDate) return 'no dates';
  return `${formatDate(dates.startDate)} to ${formatDate(dates.dueDate)}`;
}

/** A bar's accessible name: the task, its dates, progress, and the marks drawn on it. */
export function barLabel(task: TimelineTask): string {
  const parts = [task.name, spanText(task), `${task.progress}% done`];
  if (task.critical) parts.push('critical');
  if (task.fixedStart) parts.push('start fixed');
  const slip = slippageText(task.baseline?.slippageDays);
  if (slip) parts.push(`baseline ${slip}`);
  return parts.join(', ');
}

/** What a reschedule did, in one sentence for the live region. */
export function scheduleSummary(result: TaskScheduleResult): string {
  const parts = [`${result.name} now ${spanText(result)}.`];
  if (result.moved.length > 0)
    parts.push(
      `${result.moved.length} ${result.moved.length === 1 ? 'task' : 'tasks'} followed: ` +
        result.moved.map((m) => `${m.name} ${spanText(m.from)} → ${spanText(m.to)}`).join('; ') +
        '.',
    );
  if (result.warnings.length > 0)
    parts.push(
      `${result.warnings.length} broken ${result.warnings.length === 1 ? 'dependency' : 'dependencies'}: ` +
        result.warnings.map((w) => w.message).join('; '),
    );
  return parts.join(' ');
}
