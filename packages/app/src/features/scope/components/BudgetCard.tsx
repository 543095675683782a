import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, DataTable, EmptyState, Stack, type DataTableColumn } from '@keel/ui';
import type { BudgetChange } from '@keel/types';
import { EMPTY, formatHours, formatInstant, formatMoney } from '../../../lib/format';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { budgetHistoryQueryOptions } from '../scope.queries';
import { signed } from '../scope-labels';

const PAGE_SIZE = 10;

function amountChange(change: BudgetChange): string {
  const money = (amount: number | null) =>
    amount === null ? EMPTY : formatMoney({ amount, currency: change.currency });
  const delta = (change.amountAfter ?? 0) - (change.amountBefore ?? 0);
  if (change.amountBefore === change.amountAfter) return money(change.amountAfter);
  return `${money(change.amountBefore)} → ${money(change.amountAfter)} (${signed(
    delta,
    formatMoney({ amount: delta, currency: change.currency }),
  )})`;
}

function hoursChange(change: BudgetChange): string {
  const delta = (change.minutesAfter ?? 0) - (change.minutesBefore ?? 0);
  if (change.minutesBefore === change.minutesAfter) return formatHours(change.minutesAfter);
  return `${formatHours(change.minutesBefore)} → ${formatHours(change.minutesAfter)} (${signed(
    delta,
    formatHours(delta),
  )})`;
}

const COLUMNS: DataTableColumn<BudgetChange>[] = [
  { id: 'at', header: 'When', width: 170, cell: (c) => formatInstant(c.at) },
  {
    id: 'why',
    header: 'Why',
    isRowHeader: true,
    width: '2fr',
    cell: (c) =>
      c.source === 'changeRequest'
        ? `Change request approved: ${c.scopeItem?.title ?? 'deleted item'}`
        : 'Budget edited on the project',
  },
  { id: 'by', header: 'By', cell: (c) => c.by?.name ?? EMPTY },
  { id: 'amount', header: 'Budget', width: '2fr', cell: amountChange },
  { id: 'hours', header: 'Hours', width: '2fr', cell: hoursChange },
];

/** The project's budget now and how it came to be (readers of the project's financials). */
export function BudgetCard({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const history = useQuery(budgetHistoryQueryOptions(projectId, page));
  const data = history.data;
  const rows = data?.items ?? [];
  return (
    <Card title="Budget">
      {history.isError ? (
        <LoadFailed what="The budget" onRetry={() => void history.refetch()} />
      ) : (
        <Stack>
          <dl aria-label="Current budget" style={{ display: 'flex', gap: '2rem', margin: 0 }}>
            <div>
              <dt>Amount</dt>
              <dd style={{ margin: 0, fontWeight: 600 }} data-testid="budget-amount">
                {data ? formatMoney(data.current.amount) : EMPTY}
              </dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd style={{ margin: 0, fontWeight: 600 }} data-testid="budget-hours">
                {data ? formatHours(data.current.minutes) : EMPTY}
              </dd>
            </div>
          </dl>
          <DataTable
            aria-label="Budget history"
            columns={COLUMNS}
            rows={rows}
            getRowId={(c) => c.id}
            loading={history.isPending}
            height={Math.min(Math.max(rows.length, 2), PAGE_SIZE) * 40 + 48}
            emptyState={
              <EmptyState
                title="No budget changes yet"
                description="Approved change requests and edits of the project's budget show here."
              />
            }
            paging={
              data && data.total > PAGE_SIZE
                ? { page, pageSize: PAGE_SIZE, total: data.total, onPageChange: setPage }
                : undefined
            }
          />
        </Stack>
      )}
    </Card>
  );
}
