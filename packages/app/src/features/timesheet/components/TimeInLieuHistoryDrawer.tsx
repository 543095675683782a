import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Drawer, EmptyState, QueryStates, type DataTableColumn, Text } from '@keel/ui';
import type { TimeInLieuAdjustment, TimeInLieuBalance } from '@keel/types';
import { formatClockDuration } from '@keel/types';
import { formatInstant } from '../../../lib/format';
import { timeInLieuAdjustmentsQueryOptions } from '../timesheet.queries';
import { signedClock } from '../time-in-lieu';
import * as styles from './time-in-lieu.css';

/** A user's time-in-lieu account: how the balance is made up and the manual adjustments, newest first. */
export function TimeInLieuHistoryDrawer({
  account,
  onClose,
}: {
  account: TimeInLieuBalance;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const adjustments = useQuery(timeInLieuAdjustmentsQueryOptions(account.user.id, page));
  const columns: DataTableColumn<TimeInLieuAdjustment>[] = [
    {
      id: 'createdAt',
      header: 'When',
      isRowHeader: true,
      width: 180,
      cell: (a) => formatInstant(a.createdAt),
    },
    {
      id: 'minutes',
      header: 'Change',
      align: 'end',
      width: 90,
      cell: (a) => <Text numeric>{signedClock(a.minutes)}</Text>,
    },
    { id: 'reason', header: 'Reason', width: '2fr', cell: (a) => a.reason },
    { id: 'createdBy', header: 'By', cell: (a) => a.createdBy?.name ?? '—' },
  ];

  return (
    <Drawer
      title={`Time in lieu of ${account.user.name}`}
      side="right"
      width="wide"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div className={styles.drawerBody}>
        <p>
          Standard day {formatClockDuration(account.standardMinutesPerDay)}. Accrued{' '}
          {formatClockDuration(account.accruedMinutes)}, taken{' '}
          {formatClockDuration(account.takenMinutes)}, adjusted{' '}
          {signedClock(account.adjustedMinutes)}: balance{' '}
          <strong>{signedClock(account.balanceMinutes)}</strong>.
        </p>
        <DataTable
          aria-label={`Adjustments of ${account.user.name}`}
          columns={columns}
          rows={adjustments.data?.items ?? []}
          getRowId={(a) => a.id}
          loading={adjustments.isPending}
          emptyState={
            <QueryStates
              query={adjustments}
              what="The adjustments"
              empty={
                <EmptyState
                  headingLevel={3}
                  title="No adjustments"
                  description="The balance comes from logged time alone."
                />
              }
            />
          }
          paging={{
            page,
            pageSize: adjustments.data?.pageSize ?? 25,
            total: adjustments.data?.total ?? 0,
            onPageChange: setPage,
          }}
        />
      </div>
    </Drawer>
  );
}
