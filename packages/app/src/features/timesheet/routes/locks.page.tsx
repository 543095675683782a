import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  PageHeader,
  Text,
  snackbar,
  type DataTableColumn,
} from '@keel/ui';
import type { TimesheetLock } from '@keel/types';
import { may } from '../../../lib/session';
import { formatDate, formatInstant } from '../../../lib/format';
import { useListParams } from '../../../lib/management/useListParams';
import { apiPaging } from '../../../lib/management/list-query';
import * as styles from '../../../lib/management/management.css';
import { timesheetLocksQueryOptions } from '../timesheet.queries';
import {
  useCreateTimesheetLockMutation,
  useLiftTimesheetLockMutation,
} from '../timesheet.mutations';
import { endOfLastMonth } from '../lock-presets';
import { errorMessageOf } from '../../../lib/api';
import { LockDialog } from '../components/LockDialog';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { QueryTable } from '../../../lib/management/components/QueryTable';
import { useStaleList } from '../../../lib/management/useStaleList';

/** Who a lock binds, in words. */
export function lockScopeText(lock: TimesheetLock): string {
  if (lock.user) return `User: ${lock.user.name}`;
  if (lock.team) return `Team: ${lock.team.name}`;
  return 'Everyone';
}

const STALE_LOCK =
  'This lock was changed or lifted by someone else. The list now shows the current locks.';

/**
 * `/management/timesheet/locks`: the dates up to which time is locked, for
 * everyone, a user or a team. manageTimesheetLocks adds and lifts them;
 * readTimesheetLocks alone reads the list.
 */
export default function LocksPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageTimesheetLocks');
  const list = useListParams({ sort: 'lockDate', direction: 'desc' });
  const locks = useQuery(timesheetLocksQueryOptions(list.page));
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<TimesheetLock | null>(null);
  const stale = useStaleList(() => locks.refetch(), STALE_LOCK);
  const lift = useLiftTimesheetLockMutation();
  const create = useCreateTimesheetLockMutation();
  const [lockingLastMonth, setLockingLastMonth] = useState(false);

  // One action: the existing lock call, with the end of last month in the workspace's time zone.
  const lockLastMonth = (lockDate: string) =>
    create.mutate(
      { lockDate, userId: null, teamId: null },
      {
        onSuccess: (lock) =>
          snackbar.success(`Timesheets locked through ${formatDate(lock.lockDate)}`),
        onError: (failure) => snackbar.error(errorMessageOf(failure)),
        onSettled: () => setLockingLastMonth(false),
      },
    );

  const liftLock = (lock: TimesheetLock) =>
    lift.mutate(
      { lockId: lock.id, version: lock.version },
      {
        onSuccess: () => {
          stale.clear();
          snackbar.success(`Lock through ${formatDate(lock.lockDate)} lifted`);
        },
        // A stale version (409) or a lock already lifted (404): show the list as it is now.
        onError: stale.onError,
        onSettled: () => setLifting(null),
      },
    );

  const columns: DataTableColumn<TimesheetLock>[] = [
    {
      id: 'lockDate',
      header: 'Locked through',
      isRowHeader: true,
      cell: (l) => formatDate(l.lockDate),
    },
    { id: 'scope', header: 'For', width: '2fr', cell: lockScopeText },
    { id: 'createdBy', header: 'Set by', cell: (l) => l.createdBy?.name ?? '—' },
    { id: 'createdAt', header: 'When', width: 180, cell: (l) => formatInstant(l.createdAt) },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 110,
            cell: (l: TimesheetLock) => (
              <Button
                size="small"
                aria-label={`Lift lock through ${formatDate(l.lockDate)} for ${lockScopeText(l)}`}
                onPress={() => setLifting(l)}
              >
                Lift
              </Button>
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'Add lock', () => setAdding(true));
  const lastMonthEnd = locks.data ? endOfLastMonth(locks.data.today) : null;
  // The latest locks come first: an everyone's lock through that day or later makes it moot.
  const lastMonthLocked =
    lastMonthEnd !== null &&
    (locks.data?.items ?? []).some(
      (lock) => !lock.user && !lock.team && lock.lockDate >= lastMonthEnd,
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Locking"
        subtitle="Every day up to and including a lock's date is closed: no time can be logged, changed, moved or deleted on it."
        actions={
          canManage ? (
            <Inline gap="small">
              {lastMonthLocked ? (
                <Text tone="muted" size="small">
                  Everyone&apos;s time is locked through the end of last month.
                </Text>
              ) : (
                <Button
                  isDisabled={lastMonthEnd === null}
                  onPress={() => setLockingLastMonth(true)}
                >
                  Lock up to the end of last month
                </Button>
              )}
              {add.header}
            </Inline>
          ) : undefined
        }
      />
      {stale.notice}
      <QueryTable
        aria-label="Timesheet locks"
        columns={columns}
        rows={locks.data?.items ?? []}
        query={locks}
        what="The locks"
        empty={
          <EmptyState
            title="No locks"
            description="Time can be changed on any day. A lock closes every day up to its date, for everyone, one user or one team."
            action={add.empty}
          />
        }
        paging={apiPaging(list, locks.data)}
      />
      {adding && me ? <LockDialog me={me} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        title={`Lock everyone's time up to ${lastMonthEnd ? formatDate(lastMonthEnd) : ''}?`}
        confirmLabel="Lock"
        isOpen={lockingLastMonth}
        onOpenChange={setLockingLastMonth}
        isPending={create.isPending}
        onConfirm={() => lastMonthEnd && lockLastMonth(lastMonthEnd)}
      >
        Every day up to the end of last month is closed for everyone: no time can be logged, changed
        or deleted on it until the lock is lifted.
      </ConfirmDialog>
      <ConfirmDialog
        title={`Lift the lock through ${lifting ? formatDate(lifting.lockDate) : ''}?`}
        confirmLabel="Lift lock"
        isOpen={lifting !== null}
        onOpenChange={(open) => !open && setLifting(null)}
        isPending={lift.isPending}
        onConfirm={() => lifting && liftLock(lifting)}
      >
        {lifting
          ? `${lockScopeText(lifting)}: time on these days can be changed again, unless another lock or an approved week still covers them.`
          : null}
      </ConfirmDialog>
    </div>
  );
}
