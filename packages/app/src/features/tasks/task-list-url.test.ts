import type { FilterDefinition } from '@keel/types';
import {
  hasChosenFilters,
  parseTaskListState,
  taskFilterValues,
  toTaskListParams,
} from './task-list-url';

const definitions: FilterDefinition[] = [
  {
    name: 'completion',
    subject: 'Completion',
    multiple: false,
    items: [
      { title: 'Ongoing', value: 1 },
      { title: 'Completed', value: 2 },
      { title: 'All', value: 3 },
    ],
    defaultItem: { title: 'Ongoing', value: 1 },
  },
  {
    name: 'status',
    subject: 'Status',
    multiple: true,
    items: [1, 2, 3, 4, 5].map((value) => ({ title: `S${value}`, value })),
    defaultItem: null,
  },
  {
    name: 'project',
    subject: 'Project',
    multiple: true,
    items: [{ title: 'KEEL-001', value: 7 }],
    defaultItem: null,
  },
  { name: 'text', subject: 'Text', multiple: false, items: [], defaultItem: null },
];

describe('task list URL', () => {
  it('parses integer filters, dropping what is not a non-negative integer', () => {
    const state = parseTaskListState(new URLSearchParams('status=2,x,-1,4&assignee=0&project=abc'));
    expect(state.filters).toEqual({ status: [2, 4], assignee: [0] });
  });

  it('reads text, due dates and grouping, and rejects invalid ones', () => {
    const good = parseTaskListState(
      new URLSearchParams('text=%20api%20&dueFrom=2026-03-01&dueTo=2026-03-31&groupBy=assignee'),
    );
    expect(good).toMatchObject({
      text: 'api',
      dueFrom: '2026-03-01',
      dueTo: '2026-03-31',
      groupBy: 'assignee',
    });
    const bad = parseTaskListState(
      new URLSearchParams('dueFrom=2026-02-31&dueTo=tomorrow&groupBy=colour'),
    );
    expect(bad).toMatchObject({ dueFrom: null, dueTo: null, groupBy: null });
  });

  it('does not take the open drawer or the reserved keys for filters', () => {
    const state = parseTaskListState(new URLSearchParams('task=12&groupBy=status&status=1'));
    expect(state.filters).toEqual({ status: [1] });
  });

  it('writes a state back, keeping the open drawer and leaving empty values out', () => {
    const params = toTaskListParams(
      {
        filters: { status: [1, 3], team: [] },
        text: '',
        dueFrom: null,
        dueTo: null,
        groupBy: 'domain',
      },
      new URLSearchParams('task=5&status=4'),
    );
    expect(params.toString()).toBe('status=1%2C3&groupBy=domain&task=5');
    expect(parseTaskListState(params).filters).toEqual({ status: [1, 3] });
  });

  it('knows when the user narrowed the list', () => {
    expect(hasChosenFilters(parseTaskListState(new URLSearchParams('groupBy=status')))).toBe(false);
    expect(hasChosenFilters(parseTaskListState(new URLSearchParams('text=a')))).toBe(true);
  });
});

describe('task filter values', () => {
  it('always sends the default of a single-choice filter, since the server has none', () => {
    const state = parseTaskListState(new URLSearchParams(''));
    expect(taskFilterValues(state, definitions)).toEqual([
      { filterName: 'completion', intValue: 1 },
    ]);
  });

  it('sends chosen values the definitions know, and falls back on a stale single value', () => {
    const state = parseTaskListState(new URLSearchParams('completion=9&status=2,8&project=7'));
    expect(taskFilterValues(state, definitions)).toEqual([
      { filterName: 'completion', intValue: 1 },
      { filterName: 'status', intArrayValue: [2] },
      { filterName: 'project', intArrayValue: [7] },
    ]);
  });

  it('lets the page’s fixed filters win over the URL', () => {
    const state = parseTaskListState(new URLSearchParams('project=7&completion=3&text=x'));
    const values = taskFilterValues(state, definitions, [
      { filterName: 'project', intArrayValue: [3] },
      { filterName: 'completion', intValue: 2 },
    ]);
    expect(values).toEqual([
      { filterName: 'project', intArrayValue: [3] },
      { filterName: 'completion', intValue: 2 },
      { filterName: 'text', stringValue: 'x' },
    ]);
  });
});
