import {
  Badge,
  Button,
  DataTable,
  QueryStates,
  Text,
  type DataTableColumn,
  type DataTablePaging,
  type QueryStatus,
  type DataTableSelection as Selection,
} from '@keel/ui';
import type { ReactNode } from 'react';
import type { TimesheetApproval } from '@keel/types';
import { formatDate, formatHours, formatInstant } from '../../../lib/format';
import { approvalKey, hoursAgainstExpected } from '../approval-figures';

export interface ApprovalsTableProps {
  rows: readonly TimesheetApproval[];
  query: QueryStatus<unknown> & { isPending: boolean };
  /** Weeks can be chosen (submitted weeks: to approve or reject). */
  selectable: boolean;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Opens a week read-only (Enter on a row, or its View button). */
  onOpen: (week: TimesheetApproval) => void;
  empty: ReactNode;
  paging?: DataTablePaging;
}

/** The week's dates, e.g. `2 Mar 2026 – 8 Mar 2026`. */
export function weekText(week: Pick<TimesheetApproval, 'weekStart' | 'weekEnd'>): string {
  return `${formatDate(week.weekStart)} – ${formatDate(week.weekEnd)}`;
}

/**
 * The inbox's weeks: who, which week, logged against expected hours, when
 * submitted. Keyboard: arrows move between rows, Space chooses a week (the
 * header's checkbox all of them), Enter opens it read-only.
 */
export function ApprovalsTable({
  rows,
  query,
  selectable,
  selectedKeys,
  onSelectionChange,
  onOpen,
  empty,
  paging,
}: ApprovalsTableProps) {
  const columns: DataTableColumn<TimesheetApproval>[] = [
    // Both name the row (its checkbox, the screen reader's row): whose week, and which.
    { id: 'person', header: 'Person', isRowHeader: true, width: '1.5fr', cell: (w) => w.user.name },
    { id: 'week', header: 'Week', isRowHeader: true, width: '2fr', cell: weekText },
    {
      id: 'total',
      header: 'Logged',
      align: 'end',
      width: 90,
      cell: (week) => <Text numeric>{formatHours(week.totalMinutes)}</Text>,
    },
    {
      id: 'expected',
      header: 'Expected',
      align: 'end',
      width: 90,
      cell: (week) => <Text numeric>{formatHours(week.expectedMinutes)}</Text>,
    },
    {
      id: 'against',
      header: 'Against expected',
      width: '1.5fr',
      cell: (week) => {
        const { text, tone } = hoursAgainstExpected(week);
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
    {
      id: 'submittedAt',
      header: 'Submitted',
      width: 170,
      cell: (week) => formatInstant(week.submittedAt),
    },
    {
      id: 'open',
      header: 'Open',
      width: 90,
      cell: (week) => (
        <Button
          size="small"
          aria-label={`View ${week.user.name}'s week of ${formatDate(week.weekStart)}`}
          onPress={() => onOpen(week)}
        >
          View
        </Button>
      ),
    },
  ];
  const byKey = new Map(rows.map((week) => [approvalKey(week), week]));
  return (
    <DataTable
      aria-label="Weeks to decide"
      columns={columns}
      rows={rows}
      getRowId={approvalKey}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      onRowAction={(key) => {
        const week = byKey.get(String(key));
        if (week) onOpen(week);
      }}
      loading={query.isPending}
      emptyState={<QueryStates query={query} what="The weeks to decide" empty={empty} />}
      paging={paging}
    />
  );
}
