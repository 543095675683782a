import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PROJECT_SORT_FIELDS,
  PROJECT_STATUS_TITLES,
  type FilterDefinition,
  type ProjectListItem,
} from '@keel/types';
import {
  Badge,
  Button,
  DataTablePlaceholder,
  EmptyState,
  FieldPlaceholder,
  Inline,
  Link,
  PageHeader,
  RAG_LABELS,
  StatusDot,
  TextField,
  type DataTableColumn,
  type DataTableProps,
} from '@keel/ui';
import { may } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import {
  parseBrowserState,
  shownColumns,
  singleChoice,
  toFilterValues,
  exportHref,
  toSearchParams,
  type BrowserState,
  type ProjectSortField,
} from '../browser-url';
import {
  customFieldsQueryOptions,
  projectFilterOptionsQueryOptions,
  projectListQueryOptions,
} from '../projects.queries';
import { formatDate } from '../../../lib/format';
import { statusTone } from '../project-status';
import * as styles from '../projects.css';
import { currentUserQueryOptions } from '../../../lib/session';
import { useSaveProjectsBrowserColumnsMutation } from '../../users';

// The create dialog (date pickers, Markdown editor) loads at the first "New project".
const CreateProjectDialog = lazy(() =>
  import('../components/CreateProjectDialog').then((m) => ({ default: m.CreateProjectDialog })),
);

// The filter fields (Select, MultiSelect and their overlays) arrive in their own chunk,
// requested once the page has its rows; until then placeholders of their size hold the place.
const BrowserFilters = lazy(() =>
  import('../components/BrowserFilters').then((m) => ({ default: m.BrowserFilters })),
);

// The table (react-aria's Table + virtualiser, ~43 KB gzip) is requested only once the first
// page of rows is there, so it stays out of the JS loaded before the page's data (issue 9).
// React.lazy loses DataTable's type parameter; the cast restores it for Row.
const DataTable = lazy(() =>
  import('@keel/ui/data-table').then((m) => ({ default: m.DataTable })),
) as unknown as <T>(props: DataTableProps<T>) => ReactElement;

const TABLE_HEIGHT = 560;

type Row = ProjectListItem & { customFields: Record<string, string | number | null> };

const NO_ROWS: Row[] = [];

/**
 * The project browser: search, filters, sort, paging and columns, all kept in the URL. The
 * custom field columns are also saved in the user's settings: a URL without columns shows the
 * saved choice, and choosing columns updates both.
 */
export default function BrowserPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseBrowserState(params), [params]);
  const user = useQuery(currentUserQueryOptions()).data;
  const canCreate = may(user, { anyOf: ['createProjects', 'manageAllProjects'] });
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so closing it keeps its exit as before.
  const [createOpened, setCreateOpened] = useState(false);
  const openCreate = () => {
    setCreateOpened(true);
    setCreating(true);
  };

  const definitions = useQuery(projectFilterOptionsQueryOptions());
  const customFields = useQuery(customFieldsQueryOptions());
  const savedColumns = user?.settings.projectsBrowserColumns.customFieldIds ?? [];
  const columnIds = shownColumns(
    state,
    savedColumns,
    (customFields.data ?? []).map((field) => field.id),
  );
  // Columns are checked against the existing fields first, so wait for them when any are asked for.
  const columnsKnown = (state.columns ?? savedColumns).length === 0 || !customFields.isPending;
  const saveColumns = useSaveProjectsBrowserColumnsMutation();
  const filterValues = toFilterValues(state, definitions.data ?? []);
  // Archived rows can show (only archived, or all): their status cell also says "Archived".
  const mayShowArchived = filterValues.some(
    (filter) => filter.filterName === 'archived' && filter.intValue !== 0,
  );
  const list = useQuery({
    ...projectListQueryOptions(
      state.search,
      filterValues,
      state.sort,
      state.page,
      state.pageSize,
      columnIds,
    ),
    enabled: definitions.isSuccess && columnsKnown,
  });

  const update = (patch: Partial<BrowserState>, resetPage = true) =>
    setParams(toSearchParams({ ...state, ...(resetPage ? { page: 1 } : {}), ...patch }), {
      replace: true,
    });

  const [searchText, setSearchText] = useState(state.search);
  const debounced = useDebouncedValue(searchText.trim(), 300);
  useEffect(() => {
    if (debounced !== state.search) update({ search: debounced });
    // Only a new debounced text moves the URL; the URL itself may change for other reasons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const setFilter = (name: string, values: number[]) =>
    update({ filters: { ...state.filters, [name]: values } });

  // The table rebuilds its rows whenever `columns` is a new array: keep it while what it shows
  // stays the same, so the page's other renders (queries settling) do not redo the rows.
  const allCustomFields = list.data?.customFields;
  const shownIds = columnIds.join(',');
  const columns = useMemo((): DataTableColumn<Row>[] => {
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
          <span className={styles.badges}>
            <Badge tone={statusTone(p.status)}>{PROJECT_STATUS_TITLES[p.status]}</Badge>
            {p.archived ? <Badge>Archived</Badge> : null}
          </span>
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
      ...shownFields.map((field): DataTableColumn<Row> => ({
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

  // The rows render in a transition, which React splits into short tasks, so the page stays
  // responsive while a page of rows builds (the skeleton shows until the first one is in).
  const listRows = list.data?.items ?? NO_ROWS;
  const rows = useDeferredValue(listRows, NO_ROWS);
  const rowsPending = rows === NO_ROWS && listRows !== NO_ROWS;

  // Latched: once the rows (or a failure) are in, the filters' chunk is asked for and stays.
  const [filtersWanted, setFiltersWanted] = useState(false);
  if (!filtersWanted && (list.data || list.isError || definitions.isError || customFields.isError))
    setFiltersWanted(true);
  // Latched the same way: the table's chunk is asked for once the first rows (or a failure) are in.
  const [tableWanted, setTableWanted] = useState(false);
  if (!tableWanted && (list.data || list.isError)) setTableWanted(true);
  const filterProps = {
    definitions: definitions.data ?? [],
    filters: state.filters,
    customFields: customFields.data ?? [],
    columnIds,
  };

  const hasFilters = state.search !== '' || Object.keys(state.filters).length > 0;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Browser"
        // A blank line until the count arrives, so the table does not move down then.
        subtitle={list.data ? `${list.data.total} projects` : '\u00a0'}
        actions={
          <>
            <Link href={exportHref(state, filterValues, columnIds)} download>
              Export CSV
            </Link>
            {canCreate ? (
              <Button variant="primary" icon="plus" onPress={openCreate}>
                New project
              </Button>
            ) : null}
          </>
        }
        filters={
          <>
            <TextField
              type="search"
              label="Search"
              placeholder="Code, name or client"
              value={searchText}
              onChange={setSearchText}
            />
            {filtersWanted ? (
              <Suspense fallback={<BrowserFiltersPlaceholder {...filterProps} />}>
                <BrowserFilters
                  {...filterProps}
                  onFilterChange={setFilter}
                  onColumnsChange={(customFieldIds) => {
                    saveColumns.save({ customFieldIds });
                    update({ columns: customFieldIds }, false);
                  }}
                />
              </Suspense>
            ) : (
              <BrowserFiltersPlaceholder {...filterProps} />
            )}
          </>
        }
      />
      {tableWanted ? (
        <Suspense fallback={<DataTablePlaceholder height={TABLE_HEIGHT} />}>
          <DataTable<Row>
            aria-label="Projects"
            columns={columns}
            rows={rows}
            getRowId={(p) => p.id}
            loading={list.isPending || rowsPending}
            sortDescriptor={{
              column: state.sort.field,
              direction: state.sort.direction === 'asc' ? 'ascending' : 'descending',
            }}
            onSortChange={(descriptor) => {
              const field = String(descriptor.column);
              if ((PROJECT_SORT_FIELDS as readonly string[]).includes(field))
                update({
                  sort: {
                    field: field as ProjectSortField,
                    direction: descriptor.direction === 'descending' ? 'desc' : 'asc',
                  },
                });
            }}
            onRowAction={(id) => void navigate(`/projects/${id}/overview`)}
            height={TABLE_HEIGHT}
            emptyState={
              <EmptyState
                title={hasFilters ? 'No projects match' : 'No projects yet'}
                description={
                  hasFilters
                    ? 'Change the search or the filters to see more projects.'
                    : canCreate
                      ? 'Create the first project to start planning and tracking it.'
                      : 'Projects you are a member of appear here.'
                }
                action={
                  hasFilters ? (
                    <Button
                      onPress={() => {
                        setSearchText('');
                        update({ search: '', filters: {} });
                      }}
                    >
                      Clear filters
                    </Button>
                  ) : canCreate ? (
                    <Button variant="primary" onPress={openCreate}>
                      New project
                    </Button>
                  ) : undefined
                }
              />
            }
            paging={
              list.data
                ? {
                    page: state.page,
                    pageSize: state.pageSize,
                    total: list.data.total,
                    // The page size comes from the URL (`pageSize`, one of PAGE_SIZES); the
                    // footer's size selector stays off: its native options would sit in the
                    // page's accessibility tree beside the quick search's results.
                    onPageChange: (page) => update({ page }, false),
                  }
                : undefined
            }
          />
        </Suspense>
      ) : (
        <DataTablePlaceholder height={TABLE_HEIGHT} />
      )}
      {canCreate && createOpened ? (
        <Suspense fallback={null}>
          <CreateProjectDialog isOpen={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** What a Select or MultiSelect's trigger shows for `ids`: the chosen names, else `Select…`. */
function triggerText(items: readonly { id: number; name: string }[], ids: readonly number[]) {
  const names = ids
    .map((id) => items.find((item) => item.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return names.length
    ? { text: names.join(', '), count: names.length }
    : { text: 'Select…', isPlaceholder: true };
}

/**
 * The filter fields' place while their code loads: each field's label and an inert box with
 * what its trigger will show (the chosen names or `Select…`), so nothing moves when they come.
 */
function BrowserFiltersPlaceholder({
  definitions,
  filters,
  customFields,
  columnIds,
}: {
  definitions: readonly FilterDefinition[];
  filters: Record<string, number[]>;
  customFields: readonly { id: number; name: string }[];
  columnIds: readonly number[];
}) {
  return (
    <>
      {definitions.map((definition) => {
        const items = definition.items.map((item) => ({
          id: Number(item.value),
          name: item.title,
        }));
        const value = filters[definition.name] ?? [];
        const choice = definition.multiple ? null : singleChoice(definition, value);
        const shown = definition.multiple
          ? triggerText(items, value)
          : { ...triggerText(items, choice === null ? [] : [choice]), count: undefined };
        return <FieldPlaceholder key={definition.name} label={definition.subject} {...shown} />;
      })}
      {customFields.length > 0 ? (
        <FieldPlaceholder label="Custom field columns" {...triggerText(customFields, columnIds)} />
      ) : null}
    </>
  );
}
