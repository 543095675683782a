import type { ComponentType, ReactNode } from 'react';
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

/** A button of the pager (newer, older entries). */
export interface PageButtonProps {
  isDisabled: boolean;
  onPress: () => void;
  children: ReactNode;
}

/** The pager's button in the signed-in app: the design system's small Button. */
export function KitPageButton({ isDisabled, onPress, children }: PageButtonProps) {
  return (
    <Button size="small" isDisabled={isDisabled} onPress={onPress}>
      {children}
    </Button>
  );
}

/**
 * A resource's billable entries, newest day first, one page at a time. A
 * plain table so that every row prints; the pager is for the screen only.
 * `PageButton` draws the pager's buttons: the public page passes a plain
 * HTML one so that a client's phone does not load react-aria's (issue 29).
 */
export function TimesheetEntries({
  entries,
  showTask,
  onPageChange,
  PageButton,
}: {
  entries: { items: readonly TimesheetEntryRow[]; total: number; page: number; pageSize: number };
  showTask: boolean;
  onPageChange: (page: number) => void;
  PageButton: ComponentType<PageButtonProps>;
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
              <PageButton
                isDisabled={entries.page <= 1}
                onPress={() => onPageChange(entries.page - 1)}
              >
                Newer entries
              </PageButton>
              <PageButton
                isDisabled={entries.page >= pages}
                onPress={() => onPageChange(entries.page + 1)}
              >
                Older entries
              </PageButton>
            </Inline>
          </span>
        </Inline>
      ) : null}
    </>
  );
}
