import { useMemo } from 'react';
import { PROJECT_STATUS_TITLES, type CustomField, type ProjectListItem } from '@keel/types';
import { Badge, type DataTableColumn, Inline, Link, RAG_LABELS, StatusDot } from '@keel/ui';
import { formatDate } from '../../../lib/format';
import { statusTone } from '../project-status';

/** A row of the project browser: the project and its custom fields' values by field id. */
export type BrowserRow = ProjectListItem & { customFields: Record<string, string | number | null> };

/**
 * The browser's columns: the project's own and the shown custom fields (`columnIds`).
 * Archived rows may show (`mayShowArchived`): the status column then has room for both badges.
 */
export function useBrowserColumns(
  allCustomFields: readonly CustomField[] | undefined,
  columnIds: readonly number[],
  mayShowArchived: boolean,
): DataTableColumn<BrowserRow>[] {
  // The table rebuilds its rows whenever `columns` is a new array: keep it while what it shows
  // stays the same, so the page's other renders (queries settling) do not redo the rows.
  const shownIds = columnIds.join(',');
  return useMemo((): DataTableColumn<BrowserRow>[] => {
    const ids = shownIds.split(',').filter(Boolean).map(Number);
    const shownFields = (allCustomFields ?? []).filter((f) => ids.includes(f.id));
    return [
      {
        id: 'code',
        header: 'Code',
        allowsSorting: true,
        width: 120,
        cell: (p) => (
          <Link href={`/projects/${p.id}/overview`} tone="neutral" underline="hover">
            {p.code}
          </Link>
        ),
      },
      {
        id: 'name',
        header: 'Name',
        allowsSorting: true,
        isRowHeader: true,
        width: '2fr',
        cell: (p) => p.name,
      },
      { id: 'client', header: 'Client', allowsSorting: true, cell: (p) => p.client ?? '—' },
      {
        id: 'manager',
        header: 'Manager',
        allowsSorting: true,
        cell: (p) => p.manager?.name ?? '—',
      },
      {
        id: 'status',
        header: 'Status',
        allowsSorting: true,
        width: mayShowArchived ? 200 : 120,
        cell: (p) => (
          <Inline gap="xsmall" wrap={false}>
            <Badge tone={statusTone(p.status)}>{PROJECT_STATUS_TITLES[p.status]}</Badge>
            {p.archived ? <Badge>Archived</Badge> : null}
          </Inline>
        ),
      },
      {
        id: 'rag',
        header: 'RAG',
        allowsSorting: true,
        width: 120,
        cell: (p) => (
          <Inline as="span">
            <StatusDot status={p.rag.overall} label={`Overall: ${RAG_LABELS[p.rag.overall]}`} />
            <StatusDot status={p.rag.schedule} label={`Schedule: ${RAG_LABELS[p.rag.schedule]}`} />
            <StatusDot status={p.rag.budget} label={`Budget: ${RAG_LABELS[p.rag.budget]}`} />
            <StatusDot status={p.rag.scope} label={`Scope: ${RAG_LABELS[p.rag.scope]}`} />
          </Inline>
        ),
      },
      {
        id: 'startDate',
        header: 'Start',
        allowsSorting: true,
        width: 120,
        cell: (p) => formatDate(p.startDate),
      },
      {
        id: 'endDate',
        header: 'End',
        allowsSorting: true,
        width: 120,
        cell: (p) => formatDate(p.endDate),
      },
      ...shownFields.map((field): DataTableColumn<BrowserRow> => ({
        id: `field-${field.id}`,
        header: field.name,
        align: field.type === 'number' ? 'end' : 'start',
        cell: (p) => {
          const value = p.customFields[String(field.id)];
          if (value === null || value === undefined) return '—';
          return field.type === 'date' ? formatDate(String(value)) : String(value);
        },
      })),
    ];
  }, [allCustomFields, shownIds, mayShowArchived]);
}
