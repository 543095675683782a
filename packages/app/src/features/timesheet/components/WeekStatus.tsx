import { lazy, Suspense, useState } from 'react';
import { Button, Callout, Inline, snackbar } from '@keel/ui';
import type { TimesheetWeek } from '@keel/types';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { formatInstant } from '../../../lib/format';
import { useWeekActionMutation } from '../timesheet.mutations';

// The dialog's code loads when an approver rejects, not with the week.
const RejectWeekDialog = lazy(() =>
  import('./RejectWeekDialog').then((module) => ({ default: module.RejectWeekDialog })),
);

export interface WeekStatusProps {
  week: TimesheetWeek;
  /** The week is the caller's own. */
  isOwn: boolean;
  /** The caller may write this user's time (own, or an administrator). */
  canWrite: boolean;
  /** The caller decides weeks (approveTimesheets or approveTeamTimesheets; the API decides whether they lead the user's team). */
  isApprover: boolean;
}

function statusText(week: TimesheetWeek, isOwn: boolean): string {
  const whose = isOwn ? 'This week' : `${week.user.name}'s week`;
  switch (week.status) {
    case 'open':
      return `${whose} is open: not submitted.`;
    case 'submitted':
      return `${whose} was submitted${week.submittedBy ? ` by ${week.submittedBy.name}` : ''} on ${formatInstant(week.submittedAt)} and waits for approval.`;
    case 'approved':
      return `${whose} was approved${week.decidedBy ? ` by ${week.decidedBy.name}` : ''} on ${formatInstant(week.decidedAt)}. It is locked.`;
    case 'rejected':
      return `${whose} was rejected${week.decidedBy ? ` by ${week.decidedBy.name}` : ''} on ${formatInstant(week.decidedAt)}.`;
  }
}

const TONE = {
  open: 'neutral',
  submitted: 'info',
  approved: 'positive',
  rejected: 'critical',
} as const;

const STATUS_WORD = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

/**
 * Where the week stands and what the caller may do with it: submit (own week,
 * open or rejected), withdraw (own submitted week), approve or reject (an
 * approver on someone else's submitted week), reopen (an approver on a decided
 * or submitted week). Every action sends the week's version.
 */
export function WeekStatus({ week, isOwn, canWrite, isApprover }: WeekStatusProps) {
  const action = useWeekActionMutation();
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [commentError, setCommentError] = useState<string | undefined>();
  const params = { userId: week.user.id, weekStart: week.weekStart };
  const decides = isApprover && !isOwn;

  function run(
    request: Parameters<typeof action.mutate>[0],
    done: string,
    onDone?: () => void,
  ): void {
    setError(null);
    action.mutate(request, {
      onSuccess: () => {
        snackbar.success(done);
        onDone?.();
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (fields.comment) setCommentError(fields.comment);
        else setError(errorMessageOf(failure));
      },
    });
  }

  const canSubmit = canWrite && (week.status === 'open' || week.status === 'rejected');
  const canWithdraw = isOwn && week.status === 'submitted';
  const canDecide = decides && week.status === 'submitted' && week.version !== null;
  const canReopen = decides && week.status !== 'open' && week.version !== null;

  return (
    <>
      <Callout
        tone={TONE[week.status]}
        announce="status"
        action={
          <Inline gap="small" wrap>
            {canSubmit ? (
              <Button
                variant="primary"
                isLoading={action.isPending}
                onPress={() =>
                  run(
                    { action: 'submit', ...params, body: { version: week.version } },
                    'Week submitted',
                  )
                }
              >
                Submit week
              </Button>
            ) : null}
            {canWithdraw && !canReopen ? (
              <Button
                isLoading={action.isPending}
                onPress={() =>
                  run(
                    { action: 'reopen', ...params, body: { version: week.version!, comment: '' } },
                    'Submission withdrawn',
                  )
                }
              >
                Withdraw submission
              </Button>
            ) : null}
            {canDecide ? (
              <>
                <Button
                  variant="primary"
                  isLoading={action.isPending}
                  onPress={() =>
                    run(
                      {
                        action: 'approve',
                        ...params,
                        body: { version: week.version!, comment: '' },
                      },
                      'Week approved',
                    )
                  }
                >
                  Approve
                </Button>
                <Button variant="critical" onPress={() => setRejecting(true)}>
                  Reject
                </Button>
              </>
            ) : null}
            {canReopen ? (
              <Button
                isLoading={action.isPending}
                onPress={() =>
                  run(
                    { action: 'reopen', ...params, body: { version: week.version!, comment: '' } },
                    'Week reopened',
                  )
                }
              >
                Reopen
              </Button>
            ) : null}
          </Inline>
        }
      >
        <strong>{STATUS_WORD[week.status]}.</strong> {statusText(week, isOwn)}
        {week.comment ? ` Comment: “${week.comment}”` : null}
      </Callout>
      {error ? <Callout tone="critical">{error}</Callout> : null}
      {rejecting ? (
        <Suspense fallback={null}>
          <RejectWeekDialog
            onClose={() => {
              setRejecting(false);
              setCommentError(undefined);
            }}
            isPending={action.isPending}
            commentError={commentError}
            onReject={(comment) =>
              run(
                { action: 'reject', ...params, body: { version: week.version!, comment } },
                'Week rejected',
                () => setRejecting(false),
              )
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
