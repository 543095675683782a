import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  Button,
  DataTable,
  Link,
  PageHeader,
  QueryStates,
  snackbar,
  type DataTableColumn,
} from '@keel/ui';
import type { QuoteSummary } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { EMPTY, formatInstant, formatMoney } from '../../../lib/format';
import { useListParams } from '../../../lib/management/useListParams';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import * as styles from '../../../lib/management/management.css';
import { useCopyQuoteMutation } from '../quotes.mutations';
import { quoteOptionsQueryOptions, quoteTemplatesQueryOptions } from '../quotes.queries';
import { quotePath } from '../quote-paths';
import { NewQuoteDialog } from './NewQuoteDialog';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

/**
 * `/quotes/templates`: the templates quotes start from. "Use template"
 * creates a quote from one and opens it; "New template" starts an empty one.
 */
export function TemplateList() {
  const navigate = useNavigate();
  // The template query pages and searches; it has no sort (by name, API side).
  const list = useListParams({ sort: 'name', pageSize: 25 });
  const templates = useQuery(
    quoteTemplatesQueryOptions({
      search: list.search.trim(),
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const options = useQuery(quoteOptionsQueryOptions());
  const copy = useCopyQuoteMutation();
  const [creating, setCreating] = useState(false);
  const canManage = options.data?.canManage ?? false;
  const metaTypes = options.data?.metaTypes ?? [];

  const startFrom = (template: QuoteSummary) =>
    copy.mutate(
      { name: template.name, copyFromId: template.id },
      {
        onSuccess: (quote) => {
          snackbar.success(`Quote ${quote.number} created from ${template.name}`);
          void navigate(`/quotes/${quote.id}`);
        },
        // One click, no form to show it on: the failure goes to the snackbar.
        onError: (error) => snackbar.error(errorMessageOf(error)),
      },
    );

  const columns: DataTableColumn<QuoteSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      width: '2fr',
      cell: (t) => (
        <Link href={quotePath({ id: t.id, isTemplate: true })} tone="neutral" underline="hover">
          {t.name}
        </Link>
      ),
    },
    {
      id: 'metaType',
      header: 'Type',
      cell: (t) => metaTypes.find((m) => m.id === t.metaTypeId)?.pageTitle ?? EMPTY,
    },
    { id: 'lines', header: 'Lines', align: 'end', width: 90, cell: (t) => String(t.lineCount) },
    { id: 'total', header: 'Total', align: 'end', width: 140, cell: (t) => formatMoney(t.total) },
    { id: 'updatedAt', header: 'Updated', width: 170, cell: (t) => formatInstant(t.updatedAt) },
    ...(canManage
      ? [
          {
            id: 'use',
            header: 'Actions',
            width: 150,
            cell: (t: QuoteSummary) => (
              <Button
                size="small"
                aria-label={`Use template ${t.name}`}
                isDisabled={copy.isPending}
                onPress={() => startFrom(t)}
              >
                Use template
              </Button>
            ),
          },
        ]
      : []),
  ];
  const filtered = list.search.trim() !== '';

  const add = addButtons(canManage, 'New template', () => setCreating(true));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Templates"
        subtitle="Quotes start from these: their lines, rate profile, pricing config and notes."
        actions={add.header}
        filters={
          <ListSearch
            label="Search templates"
            value={list.search}
            onChange={(search) => list.update({ search })}
          />
        }
      />
      <QueryStates query={templates} what="The templates">
        <DataTable
          aria-label="Templates"
          columns={columns}
          rows={templates.data?.items ?? []}
          getRowId={(t) => t.id}
          loading={templates.isPending}
          onRowAction={(id) => void navigate(quotePath({ id: Number(id), isTemplate: true }))}
          emptyState={
            <ListEmptyState
              filtered={filtered}
              noMatch="No templates match"
              change="Change the search."
              title="No templates yet"
              description={
                canManage
                  ? 'Create a template with the lines your quotes often share.'
                  : 'Templates show here once a quote manager creates one.'
              }
              action={add.empty}
            />
          }
          paging={list.paging(templates.data?.total)}
        />
      </QueryStates>
      {creating ? <NewQuoteDialog kind="template" onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
