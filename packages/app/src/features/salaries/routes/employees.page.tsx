import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Link, PageHeader, type DataTableColumn } from '@keel/ui';
import type { Employee } from '@keel/types';
import { may } from '../../../lib/session';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { idFilter } from '../../../lib/management/list-params';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { RowDeleteButton } from '../../../lib/management/components/RowActions';
import { formatDate, formatHours, formatMoney } from '../../../lib/format';
import * as styles from '../../../lib/management/management.css';
import { employeesQueryOptions, salaryGroupChoicesQueryOptions } from '../salaries.queries';
import { useDeleteEmployeeMutation } from '../salaries.mutations';
import { EmployeeDialog, WEEKDAYS } from '../components/EmployeeDialog';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { ListFilterSelect } from '../../../lib/management/components/ListFilterSelect';
import { sortedPageQuery } from '../../../lib/management/list-query';

const SORTS = ['name', 'employmentStart', 'salaryGroup'] as const;

/** `/management/salaries/employees`: employee records with working time and hourly cost. */
export default function EmployeesPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageEmployees');
  const canSeeGroups = me
    ? may(me, { anyOf: ['readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups'] })
    : false;
  const list = useListParams({ sort: 'name', filters: ['salaryGroupId', 'employee'] });
  const salaryGroupId = idFilter(list.filters.salaryGroupId ?? '');
  const employees = useQuery(
    employeesQueryOptions({ ...sortedPageQuery(list, SORTS), salaryGroupId }),
  );
  const groups = useQuery({ ...salaryGroupChoicesQueryOptions(), enabled: canSeeGroups });
  const openParam = list.filters.employee ?? '';
  const openId: number | 'new' | undefined = openParam === 'new' ? 'new' : idFilter(openParam);
  const open = (id: number | 'new' | null) => list.update({ employee: id, page: list.page });
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const remove = useDeleteEmployeeMutation();

  const columns: DataTableColumn<Employee>[] = [
    {
      id: 'name',
      header: 'Name',
      allowsSorting: true,
      isRowHeader: true,
      width: '2fr',
      cell: (e) => (
        <Link tone="neutral" underline="hover" onPress={() => open(e.id)}>
          {e.user.name}
        </Link>
      ),
    },
    {
      id: 'salaryGroup',
      header: 'Salary group',
      allowsSorting: true,
      cell: (e) => e.salaryGroup?.name ?? '—',
    },
    {
      id: 'hours',
      header: 'Hours per day',
      align: 'end',
      cell: (e) => formatHours(e.standardMinutesPerDay),
    },
    {
      id: 'days',
      header: 'Working days',
      cell: (e) => e.workingDays.map((d) => WEEKDAYS[d - 1]).join(', ') || '—',
    },
    {
      id: 'employmentStart',
      header: 'Employment',
      allowsSorting: true,
      cell: (e) =>
        `${formatDate(e.employmentStart)} – ${e.employmentEnd ? formatDate(e.employmentEnd) : 'now'}`,
    },
    {
      id: 'cost',
      header: 'Hourly cost today',
      align: 'end',
      cell: (e) => formatMoney(e.currentHourlyCost),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 90,
            cell: (e: Employee) => (
              <RowDeleteButton
                label={`Delete the employee record of ${e.user.name}`}
                onPress={() => setDeleting(e)}
              />
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'New employee', () => open('new'));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Employees"
        actions={add.header}
        filters={
          <>
            <ListSearch value={list.search} onChange={(search) => list.update({ search })} />
            {canSeeGroups ? (
              <ListFilterSelect
                list={list}
                filter="salaryGroupId"
                label="Salary group"
                items={groups.data ?? []}
                isLoading={groups.isPending}
                placeholder="Any group"
                value={salaryGroupId ?? null}
              />
            ) : null}
          </>
        }
      />
      <ListTable
        query={employees}
        list={list}
        aria-label="Employees"
        columns={columns}
        onRowAction={(id) => open(Number(id))}
        emptyState={
          <EmptyState
            title={list.search || salaryGroupId ? 'No employees match' : 'No employees yet'}
            description="An employee record gives a user working time and an hourly cost."
            action={add.empty}
          />
        }
      />
      {openId !== undefined ? (
        <EmployeeDialog
          key={openId}
          employeeId={openId === 'new' ? null : openId}
          canManage={canManage}
          canSeeGroups={canSeeGroups}
          onClose={() => open(null)}
          onCreated={(employee) => open(employee.id)}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete the employee record of ${deleting?.user.name ?? ''}?`}
        confirmLabel="Delete record"
        deletedMessage="Employee record deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        The user stays; their working time and personal rates are deleted, so their time no longer
        has a cost.
      </DeleteConfirmDialog>
    </div>
  );
}
