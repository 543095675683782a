import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  PageHeader,
  Select,
  snackbar,
  type DataTableColumn,
} from '@keel/ui';
import type { Holiday } from '@keel/types';
import { formatDate, todayUtc } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import * as styles from '../../../lib/management/management.css';
import { holidaysQueryOptions } from '../workload.queries';
import { useDeleteHolidayMutation } from '../workload.mutations';
import { HolidayDialog } from '../components/HolidayDialog';
import { canManageHolidays, holidayYearOf, weekdayOf } from '../holidays';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { QueryTable } from '../../../lib/management/components/QueryTable';
import { useStaleList } from '../../../lib/management/useStaleList';

const STALE =
  'This holiday was changed or deleted by someone else. The list now shows the current holidays.';

/**
 * `/management/timesheet/holidays`: the workspace holiday calendar, one
 * year at a time (`?year=`). Administrators add, rename, move and delete
 * holidays; on a holiday nobody has capacity and no task work is planned, so
 * the workload view changes at once.
 */
export default function HolidaysPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = me ? canManageHolidays(me) : false;
  const [searchParams, setSearchParams] = useSearchParams();
  const thisYear = Number(todayUtc().slice(0, 4));
  const year = holidayYearOf(searchParams.get('year'), thisYear);
  const holidays = useQuery(holidaysQueryOptions(year));
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const stale = useStaleList(() => holidays.refetch(), STALE, { reportAuthErrors: true });
  const remove = useDeleteHolidayMutation();
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, year])].sort();

  const deleteHoliday = (holiday: Holiday) =>
    remove.mutate(
      { holidayId: holiday.id, version: holiday.version },
      {
        onSuccess: () => {
          stale.clear();
          snackbar.success(`${holiday.name} deleted`);
        },
        // A stale version (409) or a holiday already deleted (404): show the list as it is now.
        onError: stale.onError,
        onSettled: () => setDeleting(null),
      },
    );

  const columns: DataTableColumn<Holiday>[] = [
    { id: 'date', header: 'Date', isRowHeader: true, cell: (h) => formatDate(h.date) },
    { id: 'weekday', header: 'Day', cell: (h) => weekdayOf(h.date) },
    { id: 'name', header: 'Name', width: '2fr', cell: (h) => h.name },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 110,
            cell: (h: Holiday) => (
              <RowEditDeleteActions
                name={`${h.name} (${formatDate(h.date)})`}
                onEdit={() => setEditing(h)}
                onDelete={() => setDeleting(h)}
              />
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'Add holiday', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Holidays"
        subtitle="Days nobody in the workspace is expected to work: the workload view gives them no capacity and plans no task work on them."
        filters={
          <Select
            label="Year"
            items={years.map((y) => ({ id: y, name: String(y) }))}
            value={year}
            onChange={(key) => {
              if (key === null) return;
              const next = new URLSearchParams(searchParams);
              if (Number(key) === thisYear) next.delete('year');
              else next.set('year', String(key));
              setSearchParams(next);
            }}
          />
        }
        actions={add.header}
      />
      {stale.notice}
      <QueryTable
        aria-label={`Holidays in ${year}`}
        columns={columns}
        rows={holidays.data ?? []}
        query={holidays}
        what="The holidays"
        empty={
          <EmptyState
            title={`No holidays in ${year}`}
            description="Add the public holidays and company closing days, so the workload view counts them out."
            action={add.empty}
          />
        }
      />
      {editing !== null ? (
        <HolidayDialog
          holiday={editing === 'new' ? null : editing}
          defaultDate={null}
          onClose={() => setEditing(null)}
          onReload={() => void holidays.refetch()}
        />
      ) : null}
      <ConfirmDialog
        title={`Delete ${deleting?.name ?? 'the holiday'}?`}
        confirmLabel="Delete holiday"
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        isPending={remove.isPending}
        onConfirm={() => deleting && deleteHoliday(deleting)}
      >
        {deleting
          ? `${formatDate(deleting.date)} becomes a working day again for everyone whose working days include it.`
          : null}
      </ConfirmDialog>
    </div>
  );
}
