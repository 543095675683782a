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
import { apiPaging } from '../../../lib/management/list-query';
import * as pageStyles from '../../../lib/management/management.css';
import { timeInLieuQueryOptions } from '../timesheet.queries';
import { signedClock } from '../time-in-lieu';
import { AdjustTimeInLieuDialog } from '../components/AdjustTimeInLieuDialog';
import { TimeInLieuHistoryDrawer } from '../components/TimeInLieuHistoryDrawer';
import { currentUserQueryOptions } from '../../../lib/session';

/** A column of h:mm figures, aligned to the end (the balance in strong type). */
const figureColumn = (
  id: string,
  header: string,
  text: (balance: TimeInLieuBalance) => string,
  weight?: 'strong',
): DataTableColumn<TimeInLieuBalance> => ({
  id,
  header,
  align: 'end',
  cell: (b) => (
    <Text numeric weight={weight}>
      {text(b)}
    </Text>
  ),
});

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
      ...figureColumn('standard', 'Standard day', (b) =>
        formatClockDuration(b.standardMinutesPerDay),
      ),
      width: 130,
    },
    figureColumn('accrued', 'Accrued', (b) => formatClockDuration(b.accruedMinutes)),
    figureColumn('taken', 'Taken', (b) => formatClockDuration(b.takenMinutes)),
    figureColumn('adjusted', 'Adjusted', (b) => signedClock(b.adjustedMinutes)),
    figureColumn('balance', 'Balance', (b) => signedClock(b.balanceMinutes), 'strong'),
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
        paging={apiPaging(list, balances.data)}
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
