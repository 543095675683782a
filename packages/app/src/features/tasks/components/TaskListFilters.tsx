import { lazy, Suspense } from 'react';
import type { FilterDefinition, TaskGroupBy } from '@keel/types';
import { DatePicker, Select, TextField } from '@keel/ui';
import { GROUP_BY_LABELS } from '../custom-views';
import type { TaskListState } from '../task-list-url';

// The filter fields (Select, MultiSelect and their overlays) are the project
// browser's, in a chunk of their own: the rows come first.
const BrowserFilters = lazy(() =>
  import('../../projects').then((m) => ({ default: m.BrowserFilters })),
);

const NO_CUSTOM_FIELDS: { id: number; name: string }[] = [];

/** A task list's filters: search, grouping, the filter fields and the due range, kept in the URL. */
export function TaskListFilters({
  state,
  update,
  definitions,
  searchText,
  onSearchText,
  groupChoices,
  groupBy,
  defaultGroupBy,
}: {
  state: TaskListState;
  update: (patch: Partial<TaskListState>) => void;
  /** The filter fields shown (fixed and hidden ones left out). */
  definitions: readonly FilterDefinition[];
  searchText: string;
  onSearchText: (text: string) => void;
  /** The groupings offered; none: no Group by field. */
  groupChoices: readonly TaskGroupBy[] | undefined;
  groupBy: TaskGroupBy;
  defaultGroupBy: TaskGroupBy;
}) {
  return (
    <>
      <TextField
        type="search"
        label="Search"
        placeholder="Task name or project code"
        value={searchText}
        onChange={onSearchText}
      />
      {groupChoices && groupChoices.length > 0 ? (
        <Select
          label="Group by"
          items={groupChoices.map((id) => ({ id, name: GROUP_BY_LABELS[id] }))}
          value={groupBy}
          onChange={(value) =>
            value !== null &&
            update({ groupBy: value === defaultGroupBy ? null : (value as TaskGroupBy) })
          }
        />
      ) : null}
      <Suspense fallback={null}>
        <BrowserFilters
          definitions={definitions}
          filters={state.filters}
          onFilterChange={(name, values) =>
            update({ filters: { ...state.filters, [name]: values } })
          }
          customFields={NO_CUSTOM_FIELDS}
          columnIds={[]}
          onColumnsChange={() => undefined}
        />
      </Suspense>
      <DatePicker
        label="Due from"
        value={state.dueFrom}
        onChange={(dueFrom) => update({ dueFrom })}
      />
      <DatePicker label="Due to" value={state.dueTo} onChange={(dueTo) => update({ dueTo })} />
    </>
  );
}
