import { useMemo, useRef, useState } from 'react';
import type { TaskScheduleResult, TimelineTask } from '@keel/types';
import { ApiError, errorMessageOf } from '../../lib/api';
import { movedBy, resizedBy } from './gantt-edit';
import { scheduleSummary } from './gantt-text';
import type { BarActions } from './components/GanttBar';
import { useScheduleTaskMutation } from './timeline.mutations';

/** The bars' actions, and locking a task's start (the toolbar's switch). */
export interface GanttActions extends BarActions {
  onFixStart: (task: TimelineTask, fixed: boolean) => void;
}

/**
 * The Gantt's edits: a move or resize saved with the version read (one at a
 * time: a second key press while the first is saving waits for nothing and is
 * dropped, so it never sends a stale version), what the last save did (moved
 * successors, broken constraints) and the sentence for the live region.
 */
export function useGanttEditing(
  projectId: number,
  options: { moveOnly: boolean; onSelect: (id: number) => void; onLink: BarActions['onLink'] },
) {
  const schedule = useScheduleTaskMutation(projectId);
  const [result, setResult] = useState<TaskScheduleResult | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ options, schedule });
  latest.current = { options, schedule };

  const actions = useMemo<GanttActions>(() => {
    const save = (
      task: TimelineTask,
      dates: ReturnType<typeof movedBy>,
      what: string,
      fixedStart?: boolean,
    ) => {
      const { schedule, options } = latest.current;
      if (schedule.isPending) return;
      setStatus(`Saving ${task.name}: ${what}…`);
      setFailure(null);
      schedule.mutate(
        { task, ...dates, shiftSuccessors: !options.moveOnly, fixedStart },
        {
          onSuccess: (saved) => {
            setResult(saved);
            setStatus(scheduleSummary(saved));
          },
          onError: (error) => {
            const text =
              error instanceof ApiError && error.status === 409
                ? `${task.name} was changed by someone else meanwhile: the plan is reloaded with their dates. Try again.`
                : `${task.name} was not moved: ${errorMessageOf(error)}`;
            setFailure(text);
            setStatus(text);
          },
        },
      );
    };
    const days = (n: number) => `${Math.abs(n)} ${Math.abs(n) === 1 ? 'day' : 'days'}`;
    return {
      onSelect: (id) => latest.current.options.onSelect(id),
      onMove: (task, n) =>
        save(task, movedBy(task, n), `moving ${days(n)} ${n > 0 ? 'later' : 'earlier'}`),
      onResize: (task, n) =>
        save(task, resizedBy(task, n), `due date ${days(n)} ${n > 0 ? 'later' : 'earlier'}`),
      onLink: (a, b) => latest.current.options.onLink(a, b),
      // Its dates as they are: only the lock changes.
      onFixStart: (task, fixed) =>
        save(task, movedBy(task, 0), fixed ? 'start fixed' : 'start free', fixed),
    };
  }, []);

  const broken = useMemo(
    () => new Set(result?.warnings.map((w) => w.dependencyId) ?? []),
    [result],
  );
  return {
    actions,
    result,
    broken,
    status,
    failure,
    dismiss: () => {
      setResult(null);
      setFailure(null);
    },
  };
}
