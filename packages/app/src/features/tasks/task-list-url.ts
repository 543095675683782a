import {
  TASK_GROUP_BY,
  type FilterDefinition,
  type FilterValue,
  type TaskGroupBy,
} from '@keel/types';
import { TASK_DRAWER_PARAM } from './task-drawer-url';
import { parseIntList } from '../projects';

/**
 * What a task list shows, as kept in its URL: the chosen filter values
 * (integers, SPEC §5), the search text, the due range and the grouping.
 * The open drawer (`?task=`) lives in the same URL and is left alone.
 */
export interface TaskListState {
  /** Chosen integer filter values by filter name (SPEC §3 items). */
  filters: Record<string, number[]>;
  /** The `text` filter: part of a task name or project code. */
  text: string;
  dueFrom: string | null;
  dueTo: string | null;
  /** The grouping the user chose, or null for the page's default. */
  groupBy: TaskGroupBy | null;
}

/** URL keys that are not integer filters. */
const RESERVED = new Set(['text', 'dueFrom', 'dueTo', 'groupBy', TASK_DRAWER_PARAM]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOf(raw: string | null): string | null {
  if (!raw || !DATE.test(raw)) return null;
  // 2026-02-31 is not a day: the server would answer 400, so the URL's value is dropped.
  const time = Date.parse(`${raw}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw ? null : raw;
}

export function isTaskGroupBy(value: string | null | undefined): value is TaskGroupBy {
  return (TASK_GROUP_BY as readonly string[]).includes(value ?? '');
}

export function parseTaskListState(params: URLSearchParams): TaskListState {
  const filters: Record<string, number[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const ints = parseIntList(value);
    if (ints.length > 0) filters[key] = ints;
  }
  const groupBy = params.get('groupBy');
  return {
    filters,
    text: params.get('text')?.trim() ?? '',
    dueFrom: dateOf(params.get('dueFrom')),
    dueTo: dateOf(params.get('dueTo')),
    groupBy: isTaskGroupBy(groupBy) ? groupBy : null,
  };
}

/**
 * The URL of a state, keeping the open drawer (`task`) of `current`; empty
 * values are left out so links stay short.
 */
export function toTaskListParams(state: TaskListState, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, values] of Object.entries(state.filters)) {
    if (values.length > 0) params.set(name, values.join(','));
  }
  if (state.text) params.set('text', state.text);
  if (state.dueFrom) params.set('dueFrom', state.dueFrom);
  if (state.dueTo) params.set('dueTo', state.dueTo);
  if (state.groupBy) params.set('groupBy', state.groupBy);
  const open = current?.get(TASK_DRAWER_PARAM);
  if (open) params.set(TASK_DRAWER_PARAM, open);
  return params;
}

/** Whether the user narrowed the list (anything but the grouping). */
export function hasChosenFilters(state: TaskListState): boolean {
  return (
    Object.keys(state.filters).length > 0 ||
    state.text !== '' ||
    state.dueFrom !== null ||
    state.dueTo !== null
  );
}

/**
 * The value a single-choice filter applies: the chosen one when it is one of
 * the filter's items, else its default item (null when it has none).
 */
export function effectiveChoice(
  definition: FilterDefinition,
  chosen: readonly number[] | undefined,
): number | null {
  const value = chosen?.[0];
  if (value !== undefined && definition.items.some((item) => Number(item.value) === value))
    return value;
  return definition.defaultItem ? Number(definition.defaultItem.value) : null;
}

/**
 * The query's filter values: the page's fixed filters (a project, `mine`, a
 * team, a saved view's filters) and then the URL's, for filters the server
 * defines and the page does not fix. A single-choice filter with a default
 * (completion: Ongoing) is always sent, since the server applies no default
 * of its own; a stale single value falls back to that default rather than
 * failing the query with a 400.
 */
export function taskFilterValues(
  state: TaskListState,
  definitions: readonly FilterDefinition[],
  fixed: readonly FilterValue[] = [],
): FilterValue[] {
  const fixedNames = new Set(fixed.map((filter) => filter.filterName));
  const values: FilterValue[] = [...fixed];
  for (const definition of definitions) {
    if (fixedNames.has(definition.name) || definition.items.length === 0) continue;
    const chosen = state.filters[definition.name];
    if (definition.multiple) {
      const known = new Set(definition.items.map((item) => Number(item.value)));
      const kept = (chosen ?? []).filter((value) => known.has(value));
      if (kept.length > 0) values.push({ filterName: definition.name, intArrayValue: kept });
      continue;
    }
    const value = effectiveChoice(definition, chosen);
    if (value !== null) values.push({ filterName: definition.name, intValue: value });
  }
  const has = (name: string) => fixedNames.has(name);
  if (state.text && !has('text')) values.push({ filterName: 'text', stringValue: state.text });
  if (state.dueFrom && !has('dueFrom'))
    values.push({ filterName: 'dueFrom', stringValue: state.dueFrom });
  if (state.dueTo && !has('dueTo')) values.push({ filterName: 'dueTo', stringValue: state.dueTo });
  return values;
}
