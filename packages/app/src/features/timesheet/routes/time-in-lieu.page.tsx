import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  EmptyState,
  Inline,
  PageHeader,
  QueryStates,
  type DataTableColumn,
  Text,
} from '@keel/ui';
import { formatClockDuration, type TimeInLieuBalance } from '@keel/types';
import { may } from '../../../lib/session';
import { useListParams } from '../../../lib/management/useListParams';
import * as pageStyles from '../../../lib/management/management.css';
import { timeInLieuQueryOptions } from '../timesheet.queries';
import { signedClock } from '../time-in-lieu';
import { AdjustTimeInLieuDialog } from '../components/AdjustTimeInLieuDialog';
import { TimeInLieuHistoryDrawer } from '../components/TimeInLieuHistoryDrawer';
import { currentUserQueryOptions } from '../../../lib/session';

const figure = (text: string, weight?: 'strong') => (
  <Text numeric weight={weight}>
    {text}
  </Text>
);

/**
 * `/management/timesheet/til`: everyone's time-in-lieu account (staff with an
 * employee record): the standard day, time accrued beyond it, time taken,
 * manual adjustments (signed) and the balance
 * (accrued - taken + adjusted), as h:mm. manageTimeInLieu adjusts an
 * account (never one's own) with a reason; the history shows every adjustment.
 */
export default function TimeInLieuPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageTimeInLieu');
  const list = useListParams({ sort: 'name' });
  const balances = useQuery(timeInLieuQueryOptions(list.page));
  const [history, setHistory] = useState<TimeInLieuBalance | null>(null);
  const [adjusting, setAdjusting] = useState<TimeInLieuBalance | null>(null);
  // The dialogs show the row as the list has it now (a new balance after an adjustment).
  const current = (account: TimeInLieuBalance | null) =>
    account && (balances.data?.items.find((b) => b.user.id === account.user.id) ?? account);

  const columns: DataTableColumn<TimeInLieuBalance>[] = [
    { id: 'user', header: 'User', isRowHeader: true, width: '2fr', cell: (b) => b.user.name },
    {
      id: 'standard',
      header: 'Standard day',
      align: 'end',
      width: 130,
      cell: (b) => figure(formatClockDuration(b.standardMinutesPerDay)),
    },
    {
      id: 'accrued',
      header: 'Accrued',
      align: 'end',
      cell: (b) => figure(formatClockDuration(b.accruedMinutes)),
    },
    {
      id: 'taken',
      header: 'Taken',
      align: 'end',
      cell: (b) => figure(formatClockDuration(b.takenMinutes)),
    },
    {
      id: 'adjusted',
      header: 'Adjusted',
      align: 'end',
      cell: (b) => figure(signedClock(b.adjustedMinutes)),
    },
    {
      id: 'balance',
      header: 'Balance',
      align: 'end',
      cell: (b) => figure(signedClock(b.balanceMinutes), 'strong'),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: canManage ? 190 : 110,
      cell: (b) => (
        <Inline as="span">
          <Button
            size="small"
            aria-label={`History of ${b.user.name}`}
            onPress={() => setHistory(b)}
          >
            History
          </Button>
          {/* Nobody adjusts their own account (the API answers 403). */}
          {canManage && b.user.id !== me?.id ? (
            <Button
              size="small"
              aria-label={`Adjust ${b.user.name}`}
              onPress={() => setAdjusting(b)}
            >
              Adjust
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];

  const historyAccount = current(history);
  const adjustingAccount = current(adjusting);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Time In Lieu"
        subtitle="Time worked beyond the standard day accrues; time logged on “Time in lieu taken” consumes it. Figures are hours and minutes."
      />
      <DataTable
        aria-label="Time in lieu balances"
        columns={columns}
        rows={balances.data?.items ?? []}
        getRowId={(b) => b.user.id}
        loading={balances.isPending}
        emptyState={
          <QueryStates
            query={balances}
            what="The time-in-lieu balances"
            empty={
              <EmptyState
                title="No time-in-lieu accounts"
                description="An account opens for every staff member with an employee record (Management > Salaries > Employees), which gives their standard day."
              />
            }
          />
        }
        paging={{
          page: list.page,
          pageSize: balances.data?.pageSize ?? list.pageSize,
          total: balances.data?.total ?? 0,
          onPageChange: (page) => list.update({ page }),
        }}
      />
      {historyAccount ? (
        <TimeInLieuHistoryDrawer account={historyAccount} onClose={() => setHistory(null)} />
      ) : null}
      {adjustingAccount ? (
        <AdjustTimeInLieuDialog account={adjustingAccount} onClose={() => setAdjusting(null)} />
      ) : null}
    </div>
  );
}
