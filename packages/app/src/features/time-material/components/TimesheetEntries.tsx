import { Button, EmptyState, Inline, FigureTable, Text } from '@keel/ui';
import type { Money } from '@keel/types';
import { formatDate, formatHours, formatMoney } from '../../../lib/format';
import * as styles from '../time-material.css';

export interface TimesheetEntryRow {
  id: number;
  date: string;
  minutes: number;
  note: string;
  amount: Money;
  /** Absent on the public page (it names no tasks). */
  task?: { id: number; name: string } | null;
}

/**
 * A resource's billable entries, newest day first, one page at a time. A
 * plain table so that every row prints; the pager is for the screen only.
 */
export function TimesheetEntries({
  entries,
  showTask,
  onPageChange,
}: {
  entries: { items: readonly TimesheetEntryRow[]; total: number; page: number; pageSize: number };
  showTask: boolean;
  onPageChange: (page: number) => void;
}) {
  if (entries.total === 0)
    return (
      <EmptyState
        icon="clock"
        title="No billable time yet"
        description="Billable time logged within the contract period appears here."
        headingLevel={3}
      />
    );
  const pages = Math.max(1, Math.ceil(entries.total / entries.pageSize));
  const first = (entries.page - 1) * entries.pageSize + 1;
  const last = Math.min(entries.total, first + entries.items.length - 1);
  return (
    <>
      <FigureTable aria-label="Billable time entries">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" data-numeric>
              Hours
            </th>
            {showTask ? <th scope="col">Task</th> : null}
            <th scope="col">Note</th>
            <th scope="col" data-numeric>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.items.map((e) => (
            <tr key={e.id}>
              <th scope="row">{formatDate(e.date)}</th>
              <td data-numeric>{formatHours(e.minutes)}</td>
              {showTask ? <td>{e.task?.name ?? 'The project'}</td> : null}
              <td>{e.note || '—'}</td>
              <td data-numeric>{formatMoney(e.amount)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
      {pages > 1 ? (
        <Inline justify="spaceBetween">
          <Text tone="muted" size="small" aria-live="polite">
            {`Entries ${first}–${last} of ${entries.total}`}
          </Text>
          <span className={styles.screenOnly}>
            <Inline>
              <Button
                size="small"
                isDisabled={entries.page <= 1}
                onPress={() => onPageChange(entries.page - 1)}
              >
                Newer entries
              </Button>
              <Button
                size="small"
                isDisabled={entries.page >= pages}
                onPress={() => onPageChange(entries.page + 1)}
              >
                Older entries
              </Button>
            </Inline>
          </span>
        </Inline>
      ) : null}
    </>
  );
}
