import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState, Link, PageHeader, Stack, Text, type DataTableColumn } from '@keel/ui';
import {
  INVOICE_SORTS,
  INVOICE_STATUSES,
  type InvoiceSort,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@keel/types';
import { EMPTY, formatDate, formatMoney, todayUtc } from '../../../lib/format';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { ListFilterSelect } from '../../../lib/management/components/ListFilterSelect';
import { QueryTable } from '../../../lib/management/components/QueryTable';
import { projectItems } from '../../../lib/management/choices';
import { useListParams } from '../../../lib/management/useListParams';
import { canPickProjects, projectChoicesQueryOptions } from '../../../lib/pickers';
import { useSession } from '../../../lib/session';
import { INVOICE_STATUS_TITLES, invoicePath, isOverdue } from '../invoice-status';
import { invoiceListQueryOptions } from '../invoices.queries';
import { InvoiceListTotals } from './InvoiceListTotals';
import { InvoiceStatusText } from './InvoiceStatusText';
import { NewInvoiceDialog } from './CreateInvoiceDialogs';

const statusItems = INVOICE_STATUSES.map((s) => ({ id: s, name: INVOICE_STATUS_TITLES[s] }));

/** A positive integer from the URL, or nothing (a malformed value means no filter). */
function idFilter(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function columns(today: string): DataTableColumn<InvoiceSummary>[] {
  const money = (i: InvoiceSummary, amount: number) =>
    formatMoney({ amount, currency: i.currency });
  return [
    {
      id: 'number',
      header: 'Number',
      isRowHeader: true,
      allowsSorting: true,
      width: 150,
      cell: (i) => (
        <Link href={invoicePath(i.id)} tone="neutral" underline="hover">
          {i.number ?? 'Draft'}
        </Link>
      ),
    },
    {
      id: 'project',
      header: 'Project',
      width: '2fr',
      minWidth: 160,
      cell: (i) => (
        <Stack as="span" gap="none">
          <Text truncate>{i.project.name}</Text>
          <Text tone="muted" size="small">
            {i.project.code}
          </Text>
        </Stack>
      ),
    },
    { id: 'client', header: 'Client', cell: (i) => i.client?.company || i.client?.name || EMPTY },
    {
      id: 'status',
      header: 'Status',
      allowsSorting: true,
      width: 150,
      cell: (i) => <InvoiceStatusText invoice={i} overdue={isOverdue(i, today)} />,
    },
    {
      id: 'issueDate',
      header: 'Issued',
      allowsSorting: true,
      width: 120,
      cell: (i) => formatDate(i.issueDate),
    },
    {
      id: 'dueDate',
      header: 'Due',
      allowsSorting: true,
      width: 120,
      cell: (i) => formatDate(i.dueDate),
    },
    {
      // The API sorts by the gross total as `total`.
      id: 'total',
      header: 'Gross',
      allowsSorting: true,
      align: 'end',
      width: 130,
      cell: (i) => money(i, i.totals.gross),
    },
    {
      id: 'outstanding',
      header: 'Outstanding',
      align: 'end',
      width: 130,
      cell: (i) => money(i, i.outstanding),
    },
  ];
}

/**
 * `/invoices`: the invoices the user may read (the server scopes them), newest
 * first unless a column header sorts them (number, status, dates, gross: the
 * server sorts, drafts last), filtered by status and project — all in the URL — with the sums per currency
 * of every match; an overdue invoice says so in words. manageInvoices drafts one.
 */
export function InvoiceList() {
  const navigate = useNavigate();
  const { user, may } = useSession();
  // No sort in the URL: the API's own order, newest first.
  const list = useListParams({ sort: '', pageSize: 50, filters: ['status', 'projectId'] });
  const sort = INVOICE_SORTS.find((s) => s === list.sort) as InvoiceSort | undefined;
  const status = INVOICE_STATUSES.find((s) => s === list.filters.status) as
    InvoiceStatus | undefined;
  const projectId = idFilter(list.filters.projectId);
  const invoices = useQuery(
    invoiceListQueryOptions({
      page: list.page,
      pageSize: list.pageSize,
      status,
      projectId,
      ...(sort ? { sort, direction: list.direction } : {}),
    }),
  );
  const projects = useQuery({ ...projectChoicesQueryOptions(), enabled: canPickProjects(user) });
  const [creating, setCreating] = useState(false);
  const add = addButtons(may('manageInvoices'), 'New invoice', () => setCreating(true));
  const filtered = status !== undefined || projectId !== undefined;

  return (
    <>
      <PageHeader
        title="Invoices"
        actions={add.header}
        filters={
          <>
            <ListFilterSelect
              list={list}
              filter="status"
              label="Status"
              placeholder="Any status"
              items={statusItems}
              value={status ?? null}
            />
            {canPickProjects(user) ? (
              <ListFilterSelect
                list={list}
                filter="projectId"
                label="Project"
                placeholder="Any project"
                items={projectItems(projects.data)}
                isLoading={projects.isPending}
                value={projectId ?? null}
              />
            ) : null}
          </>
        }
      />
      {invoices.data ? <InvoiceListTotals totals={invoices.data.totals} /> : null}
      <QueryTable
        aria-label="Invoices"
        query={invoices}
        what="The invoices"
        columns={columns(todayUtc())}
        rows={invoices.data?.items ?? []}
        onRowAction={(id) => void navigate(invoicePath(Number(id)))}
        paging={list.paging(invoices.data?.total)}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        empty={
          <EmptyState
            title={filtered ? 'No invoices match' : 'No invoices yet'}
            description={
              filtered
                ? 'Change the filters.'
                : 'Invoices are drafted from approved time, T&M contracts or milestones.'
            }
            action={filtered ? undefined : add.empty}
          />
        }
      />
      {creating ? <NewInvoiceDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
