import { Suspense, lazy, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Icon, Link, Text, snackbar } from '@keel/ui';
import type { TimesheetTimer } from '@keel/types';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { formatDuration } from '../../../lib/format';
import { targetLabel } from '../time-targets';
import { runningTimerQueryOptions } from '../timer.queries';
import { useDiscardTimerMutation, useStopTimerMutation } from '../timer.mutations';
import { elapsedNow, formatElapsed, spokenElapsed, timerTarget } from '../timer-view';
import * as styles from './running-timer.css';

// Loaded on the first press of Discard: the bar itself shows with the page.
const DiscardTimerDialog = lazy(() => import('./DiscardTimerDialog'));

/**
 * A failed write's error is shown from the mutation's state, except a stale
 * one: a 409 carrying the timer as it is (`current`) means this one was
 * stopped, discarded or replaced in another tab or device. The bar is then
 * read again and shows what runs now, without this timer's error state, so
 * the snackbar says what happened.
 */
function sayIfReplaced(error: unknown) {
  const stale =
    isApiError(error) &&
    error.status === 409 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'current' in error.body;
  if (stale)
    snackbar.error(
      'The timer changed in another tab or device: nothing was logged or discarded here',
    );
}

/** Seconds since the server answered, ticking once a second. */
function useElapsed(timer: TimesheetTimer, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return elapsedNow(timer.elapsedSeconds, answeredAt, now);
}

/**
 * The running timer on every signed-in page (the shell shows it while one
 * runs): what it runs on, the time ticking, Stop and Discard. A region named
 * "Running timer" at the top of the page: the first stop of Tab after "Skip
 * to content". Its state is said in words ("Timer running", the elapsed time
 * in hours and minutes for assistive technology), never by colour alone. A
 * refused stop (a locked day, the day cap…) is shown here with the API's
 * reason; the timer keeps running.
 */
export function RunningTimerBar() {
  const { data: timer, dataUpdatedAt } = useQuery(runningTimerQueryOptions());
  if (!timer) return null;
  return <RunningTimer key={timer.id} timer={timer} answeredAt={dataUpdatedAt} />;
}

function RunningTimer({ timer, answeredAt }: { timer: TimesheetTimer; answeredAt: number }) {
  const seconds = useElapsed(timer, answeredAt);
  const stop = useStopTimerMutation();
  const discard = useDiscardTimerMutation();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first Discard on (then kept, so it can animate closed).
  const [asked, setAsked] = useState(false);
  const target = timerTarget(timer.target);
  const { name, context } = targetLabel(target);
  const refusal = stop.error ?? discard.error;

  // The bar goes once the timer is read again as stopped, before `mutate`'s own callbacks
  // would run: the snackbars follow the promises (a failure stays in the mutation's error).
  const onStop = () =>
    stop.mutateAsync(timer.version).then(({ entries }) => {
      const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
      snackbar.success(
        `Timer stopped: ${formatDuration(minutes)} logged on ${name}` +
          (entries.length > 1 ? ` (${entries.length} days)` : ''),
      );
    }, sayIfReplaced);

  return (
    <section aria-label="Running timer" className={styles.bar}>
      <span className={styles.what}>
        <span className={styles.label}>
          <Icon name="clock" />
          <Text weight="medium">Timer running:</Text>
        </span>
        <span className={styles.name}>
          {target.kind === 'task' ? (
            <Link href={`/tasks/${target.id}`}>{name}</Link>
          ) : (
            <Text>{name}</Text>
          )}
        </span>
        <span className={styles.context}>
          <Text tone="muted" truncate>
            {context}
            {timer.note ? ` · ${timer.note}` : ''}
          </Text>
        </span>
      </span>
      <span
        role="timer"
        aria-label={`Elapsed: ${spokenElapsed(seconds)}`}
        className={styles.elapsed}
      >
        {formatElapsed(seconds)}
      </span>
      <span className={styles.actions}>
        <Button
          size="small"
          variant="primary"
          isLoading={stop.isPending}
          aria-label={`Stop the timer on ${name}`}
          onPress={() => {
            discard.reset();
            void onStop();
          }}
        >
          Stop
        </Button>
        <Button
          size="small"
          variant="ghost"
          onPress={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          Discard
        </Button>
      </span>
      {refusal ? (
        <div className={styles.refusal}>
          <Text role="alert" tone="critical">
            {`${stop.error ? 'Not stopped' : 'Not discarded'}: ${errorMessageOf(refusal)}. The timer is still running.`}
          </Text>
        </div>
      ) : null}
      {asked ? (
        <Suspense fallback={null}>
          <DiscardTimerDialog
            text={`${formatElapsed(seconds)} on “${name}” are not logged.`}
            isOpen={confirming}
            onOpenChange={setConfirming}
            isPending={discard.isPending}
            onConfirm={() => {
              stop.reset();
              void discard
                .mutateAsync(timer.version)
                .then(() => snackbar.success('Timer discarded: no time logged'), sayIfReplaced);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
