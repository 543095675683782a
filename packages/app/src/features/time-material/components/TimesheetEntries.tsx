import { Button, EmptyState, Inline } from '@keel/ui';
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
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="Billable time entries">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className={styles.number}>
                Hours
              </th>
              {showTask ? <th scope="col">Task</th> : null}
              <th scope="col">Note</th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.items.map((e) => (
              <tr key={e.id}>
                <th scope="row">{formatDate(e.date)}</th>
                <td className={styles.number}>{formatHours(e.minutes)}</td>
                {showTask ? <td>{e.task?.name ?? 'The project'}</td> : null}
                <td>{e.note || '—'}</td>
                <td className={styles.number}>{formatMoney(e.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <Inline justify="spaceBetween">
          <span className={styles.muted} aria-live="polite">
            {`Entries ${first}–${last} of ${entries.total}`}
          </span>
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
