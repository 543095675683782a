import { useQuery } from '@tanstack/react-query';
import { Button, IconButton, snackbar } from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { formatDuration } from '../../../lib/format';
import { targetInput, targetLabel, type TimeTarget } from '../time-targets';
import { runningTimerQueryOptions } from '../timer.queries';
import { useStartTimerMutation } from '../timer.mutations';
import { runsOn } from '../timer-view';

export interface StartTimerButtonProps {
  /** What the timer runs on. */
  target: TimeTarget;
  /** An icon-only button (a timesheet line); a labelled one otherwise (a task page). @default false */
  compact?: boolean;
}

/**
 * Starts the running timer on a target (a task page, a timesheet line). A
 * timer running elsewhere is stopped first by the API, its time logged, and
 * the snackbar says so; while the timer runs on this target the button says
 * "Timer running" and does nothing. A refusal (no right to log time there,
 * the project takes no time, or the timer running could not be stopped) is
 * the snackbar's, in the API's words.
 */
export function useStartTimer() {
  const start = useStartTimerMutation();
  return {
    isPending: start.isPending,
    start: (target: TimeTarget) =>
      start.mutate(
        { ...targetInput(target), note: '' },
        {
          onSuccess: ({ stopped }) => {
            const { name } = targetLabel(target);
            const logged = stopped?.entries.reduce((sum, e) => sum + e.minutes, 0);
            snackbar.success(
              logged === undefined
                ? `Timer started on ${name}`
                : `Timer started on ${name}; the timer before it logged ${formatDuration(logged)}`,
            );
          },
          onError: (error) => snackbar.error(errorMessageOf(error)),
        },
      ),
  };
}

export function StartTimerButton({ target, compact = false }: StartTimerButtonProps) {
  const { data: timer } = useQuery(runningTimerQueryOptions());
  const { start, isPending } = useStartTimer();
  const running = runsOn(timer, target);
  const { name } = targetLabel(target);
  if (compact)
    return (
      <IconButton
        icon="clock"
        size="small"
        variant="ghost"
        tone={running ? 'info' : undefined}
        aria-label={running ? `Timer running on ${name}` : `Start a timer on ${name}`}
        isDisabled={running || isPending}
        onPress={() => start(target)}
      />
    );
  return (
    <Button icon="clock" isLoading={isPending} isDisabled={running} onPress={() => start(target)}>
      {running ? 'Timer running' : 'Start timer'}
    </Button>
  );
}
