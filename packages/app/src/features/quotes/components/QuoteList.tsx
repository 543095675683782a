import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  Avatar,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  QueryStates,
  type DataTableColumn,
  Inline,
} from '@keel/ui';
import type { QuoteMetaType, QuoteSummary } from '@keel/types';
import { EMPTY, formatDate, formatInstant, formatMoney } from '../../../lib/format';
import { useListParams } from '../../../lib/management/useListParams';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import * as styles from '../../../lib/management/management.css';
import { quoteListQueryOptions, quoteOptionsQueryOptions } from '../quotes.queries';
import {
  QUOTE_LIST_DEFAULTS,
  quoteListQuery,
  quoteListTitle,
  revisionLabel,
  type QuoteListMode,
} from '../quote-lists';
import { NewQuoteDialog } from './NewQuoteDialog';
import { QuoteStatusBadge } from './QuoteStatusBadge';
import { StatusFilterChips } from './StatusFilterChips';
import { ListFilterSelect } from '../../../lib/management/components/ListFilterSelect';
import { addButtons } from '../../../lib/management/components/AddButtons';

function quoteColumns(
  metaTypes: readonly QuoteMetaType[],
  showMetaType: boolean,
): DataTableColumn<QuoteSummary>[] {
  const typeName = (id: number) => metaTypes.find((t) => t.id === id)?.pageTitle ?? EMPTY;
  return [
    {
      id: 'number',
      header: 'Number',
      allowsSorting: true,
      width: 120,
      cell: (q) => (
        <Link href={`/quotes/${q.id}`} tone="neutral" underline="hover">
          {q.number}
        </Link>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      allowsSorting: true,
      isRowHeader: true,
      width: '2fr',
      minWidth: 160,
      cell: (q) => q.name,
    },
    { id: 'client', header: 'Client', allowsSorting: true, cell: (q) => q.client ?? EMPTY },
    ...(showMetaType
      ? [{ id: 'metaType', header: 'Type', cell: (q: QuoteSummary) => typeName(q.metaTypeId) }]
      : []),
    {
      id: 'owner',
      header: 'Owner',
      cell: (q) =>
        q.owner ? (
          <Inline as="span" gap="small" wrap={false}>
            <Avatar name={q.owner.name} color={q.owner.color} size="xsmall" isDecorative />
            {q.owner.name}
          </Inline>
        ) : (
          EMPTY
        ),
    },
    {
      id: 'status',
      header: 'Status',
      allowsSorting: true,
      width: 100,
      cell: (q) => <QuoteStatusBadge status={q.status} />,
    },
    {
      id: 'validUntil',
      header: 'Valid until',
      allowsSorting: true,
      width: 105,
      cell: (q) => formatDate(q.validUntil),
    },
    { id: 'total', header: 'Total', align: 'end', width: 110, cell: (q) => formatMoney(q.total) },
    { id: 'revision', header: 'Revision', width: 120, cell: revisionLabel },
    {
      id: 'updatedAt',
      header: 'Updated',
      allowsSorting: true,
      width: 150,
      cell: (q) => formatInstant(q.updatedAt),
    },
  ];
}

function emptyText(mode: QuoteListMode, filtered: boolean, canManage: boolean) {
  if (filtered)
    return { title: 'No quotes match', description: 'Change the search or the filters.' };
  const create = canManage ? 'Create one, blank or from a template.' : undefined;
  switch (mode.kind) {
    case 'standard':
      return {
        title: 'No quotes yet',
        description: create ?? 'Quotes show here once a quote manager creates one.',
      };
    case 'type':
      return {
        title: `No quotes in ${mode.title} yet`,
        description: create ?? 'Quotes of this type show here once someone creates one.',
      };
    case 'mine':
      return {
        title: 'You own no quotes',
        description: canManage
          ? 'Quotes you create, or are made owner of, show here.'
          : 'Quotes you are made owner of show here.',
      };
    case 'archive':
      return {
        title: 'No archived quotes',
        description: 'Archive a quote from its page to move it here; restore it from there.',
      };
  }
}

/**
 * A list of quotes (standard, one meta type, mine, archive): search, status
 * chips, sortable columns and paging, all kept in the URL. Quote managers
 * create quotes from here.
 */
export function QuoteList({ mode }: { mode: QuoteListMode }) {
  const navigate = useNavigate();
  const list = useListParams(QUOTE_LIST_DEFAULTS);
  const query = quoteListQuery(mode, list);
  const quotes = useQuery(quoteListQueryOptions(query));
  const options = useQuery(quoteOptionsQueryOptions());
  const [creating, setCreating] = useState(false);
  const canManage = options.data?.canManage ?? false;
  // New quotes start active: the archive offers no "New quote".
  const mayCreate = canManage && mode.kind !== 'archive';
  const title = quoteListTitle(mode);
  const filtered = Boolean(query.search || query.statuses.length > 0 || query.ownerId !== null);
  const empty = emptyText(mode, filtered, mayCreate);
  const columns = quoteColumns(options.data?.metaTypes ?? [], mode.kind !== 'type');

  const add = addButtons(mayCreate, 'New quote', () => setCreating(true));

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        actions={add.header}
        filters={
          <>
            <ListSearch
              label="Search quotes"
              value={list.search}
              onChange={(search) => list.update({ search })}
            />
            {mode.kind === 'mine' ? null : (
              <ListFilterSelect
                list={list}
                filter="ownerId"
                label="Owner"
                items={options.data?.owners ?? []}
                isLoading={options.isPending}
                placeholder="Anyone"
                value={query.ownerId}
              />
            )}
            <StatusFilterChips
              value={query.statuses}
              onChange={(status) => list.update({ status })}
            />
          </>
        }
      />
      <QueryStates query={quotes} what="The quotes">
        <DataTable
          aria-label={title}
          columns={columns}
          rows={quotes.data?.items ?? []}
          getRowId={(q) => q.id}
          loading={quotes.isPending}
          sortDescriptor={{
            column: query.sort,
            direction: query.direction === 'asc' ? 'ascending' : 'descending',
          }}
          onSortChange={list.onSortChange}
          onRowAction={(id) => void navigate(`/quotes/${String(id)}`)}
          emptyState={
            <EmptyState
              title={empty.title}
              description={empty.description}
              action={filtered ? undefined : add.empty}
            />
          }
          paging={list.paging(quotes.data?.total)}
        />
      </QueryStates>
      {creating ? (
        <NewQuoteDialog
          kind="quote"
          metaTypeId={mode.kind === 'type' ? mode.metaTypeId : undefined}
          lockMetaType={mode.kind === 'type'}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </div>
  );
}
