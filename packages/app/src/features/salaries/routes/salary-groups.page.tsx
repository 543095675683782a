import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, PageHeader, type DataTableColumn } from '@keel/ui';
import type { SalaryGroup } from '@keel/types';
import { may } from '../../../lib/session';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { idFilter } from '../../../lib/management/list-params';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { RowDeleteButton } from '../../../lib/management/components/RowActions';
import { formatDate, formatMoney } from '../../../lib/format';
import * as styles from '../../../lib/management/management.css';
import { salaryGroupsQueryOptions } from '../salaries.queries';
import { useDeleteSalaryGroupMutation } from '../salaries.mutations';
import { NewSalaryGroupDialog, SalaryGroupDialog } from '../components/SalaryGroupDialog';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { sortedPageQuery } from '../../../lib/management/list-query';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

/** `/management/salaries/groups`: salary groups with their hourly cost-rate history. */
export default function SalaryGroupsPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageEmployeeSalaryGroups');
  const list = useListParams({ sort: 'name', filters: ['group'] });
  const groups = useQuery(
    salaryGroupsQueryOptions(sortedPageQuery(list, ['name', 'employeeCount'])),
  );
  // The open group is in the URL (`?group=3`), so it survives a reload and can be linked.
  const openId = idFilter(list.filters.group ?? '');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SalaryGroup | null>(null);
  const remove = useDeleteSalaryGroupMutation();
  const open = (id: number | null) => list.update({ group: id, page: list.page });

  const columns: DataTableColumn<SalaryGroup>[] = [
    {
      id: 'name',
      header: 'Name',
      allowsSorting: true,
      isRowHeader: true,
      cell: (g) => (
        <Link tone="neutral" underline="hover" onPress={() => open(g.id)}>
          {g.name}
        </Link>
      ),
    },
    {
      id: 'currentRate',
      header: 'Current hourly rate',
      align: 'end',
      cell: (g) => (g.currentRate ? formatMoney(g.currentRate) : 'No rate yet'),
    },
    {
      id: 'lastChange',
      header: 'Last change',
      cell: (g) => formatDate(g.rates.at(-1)?.effectiveFrom ?? null),
    },
    {
      id: 'employeeCount',
      header: 'Employees',
      allowsSorting: true,
      align: 'end',
      width: 120,
      cell: (g) => String(g.employeeCount),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 90,
            cell: (g: SalaryGroup) => (
              <RowDeleteButton label={`Delete ${g.name}`} onPress={() => setDeleting(g)} />
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'New salary group', () => setCreating(true));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Salary Groups"
        actions={add.header}
        filters={<ListSearch value={list.search} onChange={(search) => list.update({ search })} />}
      />
      <ListTable
        query={groups}
        list={list}
        aria-label="Salary groups"
        columns={columns}
        onRowAction={(id) => open(Number(id))}
        emptyState={
          <ListEmptyState
            filtered={Boolean(list.search)}
            noMatch="No salary groups match"
            change="Change the search."
            title="No salary groups yet"
            description="A salary group holds the hourly cost rate of the employees in it."
            action={add.empty}
          />
        }
      />
      {creating ? (
        <NewSalaryGroupDialog
          onClose={() => setCreating(false)}
          onCreated={(group) => {
            setCreating(false);
            open(group.id);
          }}
        />
      ) : null}
      {openId !== undefined ? (
        <SalaryGroupDialog groupId={openId} canManage={canManage} onClose={() => open(null)} />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete salary group ${deleting?.name ?? ''}?`}
        confirmLabel="Delete group"
        deletedMessage="Salary group deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        The group and its rate history are deleted. A group that employees still belong to cannot be
        deleted.
      </DeleteConfirmDialog>
    </div>
  );
}
