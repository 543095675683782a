import {
  DEFAULT_CUSTOM_VIEW_GROUP_BY,
  DEFAULT_CUSTOM_VIEW_NAME,
  type CustomTaskView,
  type FilterValue,
  type TaskGroupBy,
} from '@keel/types';

/** Labels of the grouping options, in the order the editor offers them. */
export const GROUP_BY_LABELS: Record<TaskGroupBy, string> = {
  projectFull: 'Project (full)',
  project: 'Project',
  assignee: 'Assignee',
  status: 'Status',
  domain: 'Domain',
  dueDate: 'Due date',
  milestone: 'Milestone',
  none: 'No grouping',
};

export interface CustomViewDraft {
  name: string;
  groupBy: TaskGroupBy;
  showProjectName: boolean;
  filters: FilterValue[];
}

/** A new view starts with the defaults of SPEC §3 and §9. */
export function newCustomViewDraft(): CustomViewDraft {
  return {
    name: DEFAULT_CUSTOM_VIEW_NAME,
    groupBy: DEFAULT_CUSTOM_VIEW_GROUP_BY,
    showProjectName: true,
    filters: [],
  };
}

export function draftOf(view: CustomTaskView): CustomViewDraft {
  return {
    name: view.name,
    groupBy: view.groupBy,
    showProjectName: view.showProjectName,
    filters: view.filters,
  };
}

/**
 * Only filters that differ from their default are saved (SPEC §3): a filter
 * without any value, or with its default value, says nothing.
 */
export function nonDefaultFilters(
  filters: readonly FilterValue[],
  defaults: ReadonlyMap<string, number | string | null> = new Map(),
): FilterValue[] {
  return filters.filter((filter) => {
    const value =
      filter.intArrayValue && filter.intArrayValue.length > 0
        ? filter.intArrayValue
        : (filter.intValue ?? filter.stringValue ?? null);
    if (value === null) return false;
    const fallback = defaults.get(filter.filterName);
    return fallback === undefined || Array.isArray(value) || value !== fallback;
  });
}

/** A view id unique within the user's list; ids are opaque strings on the wire. */
export function newViewId(existing: readonly { id: string }[]): string {
  for (;;) {
    const id = `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    if (!existing.some((view) => view.id === id)) return id;
  }
}

/** The list to send: the edited view replaced in place, or a new one appended. */
export function withSavedView(
  views: readonly CustomTaskView[],
  draft: CustomViewDraft,
  editingId: string | null,
): CustomTaskView[] {
  const saved = {
    name: draft.name.trim(),
    groupBy: draft.groupBy,
    showProjectName: draft.showProjectName,
    filters: nonDefaultFilters(draft.filters),
  };
  if (editingId !== null && views.some((v) => v.id === editingId)) {
    return views.map((view) => (view.id === editingId ? { id: editingId, ...saved } : view));
  }
  return [...views, { id: newViewId(views), ...saved }];
}

export function withoutView(views: readonly CustomTaskView[], id: string): CustomTaskView[] {
  return views.filter((view) => view.id !== id);
}

/** The integer values of a view's filters by name, as the filter fields take them. */
export function filterChoices(filters: readonly FilterValue[]): Record<string, number[]> {
  const record: Record<string, number[]> = {};
  for (const filter of filters) {
    const values =
      filter.intArrayValue && filter.intArrayValue.length > 0
        ? filter.intArrayValue
        : filter.intValue !== null && filter.intValue !== undefined
          ? [filter.intValue]
          : [];
    if (values.length > 0) record[filter.filterName] = [...values];
  }
  return record;
}

/** The `stringValue` of a view's filter (`text`, `dueFrom`, `dueTo`), or null. */
export function filterText(filters: readonly FilterValue[], name: string): string | null {
  return filters.find((filter) => filter.filterName === name)?.stringValue ?? null;
}

/**
 * A view's filters after one field changed: integer choices in the shape
 * their definition has (a list or one value), or a text value; an emptied
 * field drops its filter.
 */
export function withFilter(
  filters: readonly FilterValue[],
  name: string,
  value: { ints: number[]; multiple: boolean } | { text: string | null },
): FilterValue[] {
  const others = filters.filter((filter) => filter.filterName !== name);
  if ('text' in value) {
    return value.text ? [...others, { filterName: name, stringValue: value.text }] : others;
  }
  if (value.ints.length === 0) return others;
  return [
    ...others,
    value.multiple
      ? { filterName: name, intArrayValue: value.ints }
      : { filterName: name, intValue: value.ints[0]! },
  ];
}
