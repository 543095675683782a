import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, DataTable, EmptyState, QueryStates, Stack, type DataTableColumn } from '@keel/ui';
import type { BudgetChange } from '@keel/types';
import { EMPTY, formatHours, formatInstant, formatMoney } from '../../../lib/format';
import { budgetHistoryQueryOptions } from '../scope.queries';
import { signed } from '../scope-labels';

const PAGE_SIZE = 10;

/** What one change did: `+€1,500.00 · +12.5 h` (a side that did not move is left out). */
function delta(change: BudgetChange): string {
  const parts: string[] = [];
  const amount = (change.amountAfter ?? 0) - (change.amountBefore ?? 0);
  const minutes = (change.minutesAfter ?? 0) - (change.minutesBefore ?? 0);
  if (amount !== 0) parts.push(signed(amount, formatMoney({ amount, currency: change.currency })));
  if (minutes !== 0) parts.push(signed(minutes, formatHours(minutes)));
  return parts.length > 0 ? parts.join(' · ') : EMPTY;
}

/** The budget after it: `€11,500.00 · 112.5 h`. */
function after(change: BudgetChange): string {
  const amount =
    change.amountAfter === null
      ? EMPTY
      : formatMoney({ amount: change.amountAfter, currency: change.currency });
  return `${amount} · ${formatHours(change.minutesAfter)}`;
}

const COLUMNS: DataTableColumn<BudgetChange>[] = [
  { id: 'at', header: 'When', width: 160, cell: (c) => formatInstant(c.at) },
  {
    id: 'why',
    header: 'Why',
    isRowHeader: true,
    width: '2fr',
    cell: (c) =>
      c.source === 'changeRequest'
        ? `Change request approved: ${c.scopeItem?.title ?? 'deleted item'}`
        : c.source === 'quote'
          ? 'Updated from a newer quote revision'
          : 'Budget edited on the project',
  },
  { id: 'by', header: 'By', width: 130, cell: (c) => c.by?.name ?? EMPTY },
  { id: 'change', header: 'Change', width: '1.5fr', cell: delta },
  { id: 'after', header: 'Budget after', width: '1.5fr', cell: after },
];

/** The project's budget now and how it came to be (readers of the project's financials). */
export function BudgetCard({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const history = useQuery(budgetHistoryQueryOptions(projectId, page));
  const data = history.data;
  const rows = data?.items ?? [];
  return (
    <Card title="Budget">
      <QueryStates query={history} what="The budget">
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
            height={Math.min(Math.max(rows.length, 2), PAGE_SIZE) * 40 + 44}
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
      </QueryStates>
    </Card>
  );
}
