import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type {
  FilterValue,
  ProjectPermissions,
  TaskGroupBy,
  TaskQueryInput,
  TaskQueryResult,
} from '@keel/types';
import {
  Button,
  Callout,
  EmptyState,
  Inline,
  PageHeader,
  Stack,
  Text,
  type DataTableSelection,
} from '@keel/ui';
import { todayUtc } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import {
  hasChosenFilters,
  parseTaskListState,
  taskFilterValues,
  toTaskListParams,
  type TaskListState,
} from '../task-list-url';
import {
  buildTaskRows,
  keepUnchangedRows,
  selectedTaskIds,
  splitPages,
  type TaskTableRow,
} from '../task-rows';
import { taskFilterOptionsQueryOptions, taskListInfiniteQueryOptions } from '../tasks.queries';
import * as styles from '../tasks-list.css';
import { BulkActions, outcomeText, type BulkOutcome } from './BulkActions';
import { QuickAdd } from './QuickAdd';
import { TaskListFilters } from './TaskListFilters';
import { TaskTable } from './TaskTable';
import { useTaskEditRights } from './useTaskEditRights';

/**
 * Rows asked for per request; more load on demand ("Load more"), and the
 * virtualised table keeps thousands smooth. The table builds its row
 * collection whole, so the first page stays small enough to show at once.
 */
const PAGE_SIZE = 200;
const NO_ROWS: TaskTableRow[] = [];
const NO_PAGES: TaskQueryResult[] = [];

export interface TaskListViewProps {
  title: string;
  /** `page`: a page of its own with a header; `tab`: inside the project's Tasks tab. */
  layout: 'page' | 'tab';
  /** Filters the page fixes (a project, `mine`, a team, a saved view's filters). */
  fixedFilters: readonly FilterValue[];
  defaultGroupBy: TaskGroupBy;
  /** The groupings offered in the grouping menu; none: no menu. */
  groupChoices?: readonly TaskGroupBy[];
  showProjectName: boolean;
  /** Filter names not offered as fields (the page fixes them or they make no sense here). */
  hiddenFilters?: readonly string[];
  includeStatusFilter?: boolean;
  includeAssigneeFilters?: boolean;
  /** The project list: its permissions (edits, quick add). */
  project?: { id: number; permissions: ProjectPermissions };
  /** Shown when the list is empty and nothing narrows it. */
  emptyTitle: string;
  emptyDescription: ReactNode;
  /** Extra header actions (e.g. a view's Edit). */
  actions?: ReactNode;
}

function sortFor(groupBy: TaskGroupBy): NonNullable<TaskQueryInput['sort']> {
  // Grouped by status, the board's order reads best; elsewhere the nearest due date first.
  return groupBy === 'status'
    ? { column: 'index', direction: 'asc' }
    : { column: 'dueDate', direction: 'asc' };
}

/**
 * One task list, as every task page shows it: filters and grouping kept in
 * the URL, the task table, bulk actions on the selection, quick add on a
 * project's list and more rows on demand.
 */
export function TaskListView({
  title,
  layout,
  fixedFilters,
  defaultGroupBy,
  groupChoices,
  showProjectName,
  hiddenFilters = [],
  includeStatusFilter = true,
  includeAssigneeFilters = true,
  project,
  emptyTitle,
  emptyDescription,
  actions,
}: TaskListViewProps) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTaskListState(params), [params]);
  const groupBy =
    state.groupBy && (groupChoices ?? []).includes(state.groupBy) ? state.groupBy : defaultGroupBy;
  const today = todayUtc();

  const definitions = useQuery(
    taskFilterOptionsQueryOptions(includeStatusFilter, includeAssigneeFilters),
  );
  const filters = taskFilterValues(state, definitions.data ?? [], fixedFilters);
  const body: TaskQueryInput = {
    filters,
    groupBy,
    sort: sortFor(groupBy),
    page: 1,
    pageSize: PAGE_SIZE,
  };
  const list = useInfiniteQuery({
    ...taskListInfiniteQueryOptions(body, true),
    // The options say which URL values are known; without them a stale link could fail the query.
    enabled: definitions.isSuccess,
  });
  const pages = list.data?.pages ?? NO_PAGES;
  const total = pages[0]?.total ?? 0;
  // Unchanged rows keep their objects from the previous build: a new page renders its own rows.
  const previousRows = useRef<readonly TaskTableRow[]>(NO_ROWS);
  const builtRows = useMemo(() => {
    const built = keepUnchangedRows(
      previousRows.current,
      buildTaskRows(pages, PAGE_SIZE, groupBy, today),
    );
    previousRows.current = built;
    return built;
  }, [pages, groupBy, today]);
  // The rows render in a transition, so the page (header, filters) shows first and a
  // new page of rows never blocks typing or navigation.
  const rows = useDeferredValue(builtRows, NO_ROWS);
  const rowsPending = rows === NO_ROWS && builtRows.length > 0;
  const matches = useMemo(() => splitPages(pages, PAGE_SIZE).matches, [pages]);
  const loaded = matches.length;
  const managedProjectIds = useMemo(() => pages.flatMap((page) => page.managedProjectIds), [pages]);
  const rightsOf = useTaskEditRights(project?.permissions, managedProjectIds);

  const [selection, setSelection] = useState<DataTableSelection>(new Set());
  // Once per change of the selection or the rows, not on every render of a long list.
  const selectedTasks = useMemo(() => {
    const selectedIds = selectedTaskIds(
      selection === 'all' ? 'all' : (selection as Set<string | number>),
      rows,
    );
    if (selectedIds.length === 0) return [];
    const byId = new Map(matches.map((task) => [task.id, task]));
    return selectedIds.map((id) => byId.get(id)).filter((task) => task !== undefined);
  }, [selection, rows, matches]);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const anyEditable = useMemo(
    () => matches.some((task) => Object.values(rightsOf(task)).some(Boolean)),
    [matches, rightsOf],
  );

  const update = (patch: Partial<TaskListState>) => {
    setSelection(new Set());
    setParams(toTaskListParams({ ...state, ...patch }, params), { replace: true });
  };

  const [searchText, setSearchText] = useState(state.text);
  const debounced = useDebouncedValue(searchText.trim(), 300);
  useEffect(() => {
    if (debounced !== state.text) update({ text: debounced });
    // Only a new debounced text moves the URL; the URL itself may change for other reasons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const shownDefinitions = (definitions.data ?? []).filter(
    (definition) =>
      definition.items.length > 0 &&
      !hiddenFilters.includes(definition.name) &&
      !fixedFilters.some((fixed) => fixed.filterName === definition.name),
  );
  const narrowed = hasChosenFilters(state);

  const filterFields = (
    <TaskListFilters
      state={state}
      update={update}
      definitions={shownDefinitions}
      searchText={searchText}
      onSearchText={setSearchText}
      groupChoices={groupChoices}
      groupBy={groupBy}
      defaultGroupBy={defaultGroupBy}
    />
  );

  const subtitle = list.data ? `${total} ${total === 1 ? 'task' : 'tasks'}` : '\u00a0';
  const content = (
    <>
      {project?.permissions.createTasks ? <QuickAdd projectId={project.id} /> : null}
      {outcome && outcome.failed.length > 0 ? (
        <Callout tone="caution" action={<Button onPress={() => setOutcome(null)}>Dismiss</Button>}>
          {outcomeText(outcome)}{' '}
          {outcome.failed.map((failure) => `“${failure.name}”: ${failure.reason}.`).join(' ')}
        </Callout>
      ) : null}
      {selectedTasks.length > 0 ? (
        <BulkActions
          tasks={selectedTasks}
          rightsOf={rightsOf}
          onDone={(result) => {
            setSelection(new Set());
            setOutcome(result);
          }}
        />
      ) : null}
      <TaskTable
        aria-label={title}
        rows={rows}
        loading={definitions.isPending || list.isPending || rowsPending}
        showProjectName={showProjectName}
        today={today}
        rightsOf={rightsOf}
        selectable={anyEditable}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        // A long list loads page by page as it scrolls (the button below does the same).
        onLoadMore={list.hasNextPage ? () => void list.fetchNextPage() : undefined}
        isLoadingMore={list.isFetchingNextPage}
        emptyState={
          <EmptyState
            title={narrowed ? 'No tasks match' : emptyTitle}
            description={
              narrowed ? 'Change the search or the filters to see more tasks.' : emptyDescription
            }
            action={
              narrowed ? (
                <Button
                  onPress={() => {
                    setSearchText('');
                    update({ filters: {}, text: '', dueFrom: null, dueTo: null });
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      />
      <Inline gap="medium">
        {list.data && total > 0 ? (
          <Text tone="muted">
            Showing {loaded} of {total} {total === 1 ? 'task' : 'tasks'}
          </Text>
        ) : null}
        {list.hasNextPage ? (
          <Button
            size="small"
            isLoading={list.isFetchingNextPage}
            onPress={() => void list.fetchNextPage()}
          >
            Load {Math.min(PAGE_SIZE, total - loaded)} more
          </Button>
        ) : null}
      </Inline>
    </>
  );

  if (layout === 'tab') {
    return (
      <Stack gap="medium">
        <Inline gap="medium" align="end">
          {filterFields}
          {actions}
        </Inline>
        {content}
      </Stack>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} filters={filterFields} />
      {content}
    </div>
  );
}
