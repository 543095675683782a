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
import { PROJECT_SORT_FIELDS } from '@keel/types';
import {
  Button,
  DataTablePlaceholder,
  EmptyState,
  Link,
  PageHeader,
  TextField,
  type DataTableProps,
} from '@keel/ui';
import { currentUserQueryOptions } from '../../../lib/session';
import { useSaveProjectsBrowserColumnsMutation } from '../../users';
import { may } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import {
  parseBrowserState,
  shownColumns,
  toFilterValues,
  exportHref,
  roadmapHref,
  toSearchParams,
  type BrowserState,
  type ProjectSortField,
} from '../browser-url';
import {
  customFieldsQueryOptions,
  projectFilterOptionsQueryOptions,
  projectListQueryOptions,
} from '../projects.queries';
import { BrowserFiltersPlaceholder } from '../components/BrowserFiltersPlaceholder';
import { useBrowserColumns, type BrowserRow } from '../components/useBrowserColumns';
import * as styles from '../projects.css';

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

type Row = BrowserRow;

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

  const columns = useBrowserColumns(list.data?.customFields, columnIds, mayShowArchived);

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
            <Link href={roadmapHref(state)}>Roadmap</Link>
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
