import type { FilterDefinition } from '@keel/types';
import {
  browserHref,
  exportHref,
  parseBrowserState,
  parseIntList,
  roadmapHref,
  shownColumns,
  singleChoice,
  singleChoiceValues,
  toFilterValues,
  toSearchParams,
} from './browser-url';

const archived: FilterDefinition = {
  name: 'archived',
  subject: 'Archived',
  multiple: false,
  items: [
    { title: 'Hide archived', value: 0 },
    { title: 'Only archived', value: 1 },
    { title: 'Archived and not archived', value: 2 },
  ],
  defaultItem: { title: 'Hide archived', value: 0 },
};
const definitions: FilterDefinition[] = [
  { name: 'status', subject: 'Status', multiple: true, items: [], defaultItem: null },
  archived,
];

describe('project browser URL', () => {
  it('exports what the list shows: search, the sent filter values, sort and columns', () => {
    const href = exportHref(
      { search: 'café', sort: { field: 'name', direction: 'desc' } },
      [
        { filterName: 'status', intArrayValue: [1, 2] },
        { filterName: 'archived', intValue: 2 },
      ],
      [4, 7],
    );
    const url = new URL(href, 'http://keel.test');
    expect(url.pathname).toBe('/api/projects/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'café',
      status: '1,2',
      archived: '2',
      sort: 'name',
      dir: 'desc',
      columns: '4,7',
    });
  });

  it('links to the browser with filters and a sort that it reads back', () => {
    expect(browserHref({})).toBe('/projects/browser');
    const href = browserHref({ status: [1, 2], rag: [0, 1] }, { field: 'rag', direction: 'asc' });
    const state = parseBrowserState(new URL(href, 'http://keel.test').searchParams);
    expect(state.filters).toEqual({ status: [1, 2], rag: [0, 1] });
    expect(state.sort).toEqual({ field: 'rag', direction: 'asc' });
    expect(state.page).toBe(1);
  });

  it('reads only integers from filter values', () => {
    expect(parseIntList('1,x,3,-2,4.5')).toEqual([1, 3]);
    expect(parseBrowserState(new URLSearchParams('status=0,abc,2')).filters).toEqual({
      status: [0, 2],
    });
  });

  it('falls back to the defaults for a bad page, page size or sort', () => {
    const state = parseBrowserState(new URLSearchParams('page=0&pageSize=7&sort=salary&dir=up'));
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(50);
    expect(state.sort).toEqual({ field: 'code', direction: 'asc' });
  });

  it('round-trips a full state and leaves defaults out of the URL', () => {
    const params = new URLSearchParams(
      'search=apollo&status=1,2&archived=2&sort=endDate&dir=desc&page=3&pageSize=25&columns=2,1',
    );
    const state = parseBrowserState(params);
    expect(state).toEqual({
      search: 'apollo',
      filters: { status: [1, 2], archived: [2] },
      sort: { field: 'endDate', direction: 'desc' },
      page: 3,
      pageSize: 25,
      columns: [2, 1],
    });
    expect(parseBrowserState(toSearchParams(state))).toEqual(state);
    expect(toSearchParams(parseBrowserState(new URLSearchParams())).toString()).toBe('');
  });

  it('sends lists for multiple filters, one value for single ones, and drops unknown filters', () => {
    const state = parseBrowserState(new URLSearchParams('status=1,2&archived=2&bogus=1'));
    expect(toFilterValues(state, definitions)).toEqual([
      { filterName: 'status', intArrayValue: [1, 2] },
      { filterName: 'archived', intValue: 2 },
    ]);
  });

  it('leaves out a single-choice value that is not one of its items', () => {
    const state = parseBrowserState(new URLSearchParams('archived=7'));
    expect(toFilterValues(state, definitions)).toEqual([]);
  });
});

describe('archived filter (three choices)', () => {
  it('reads each choice from the URL and falls back to the default item', () => {
    expect(singleChoice(archived, [])).toBe(0);
    expect(singleChoice(archived, [1])).toBe(1);
    expect(singleChoice(archived, [2])).toBe(2);
    expect(singleChoice(archived, [9])).toBe(0);
    expect(singleChoice({ ...archived, defaultItem: null }, [])).toBeNull();
  });

  it('keeps "only archived" and "all" in the URL and leaves the default out', () => {
    expect(singleChoiceValues(archived, 1)).toEqual([1]);
    expect(singleChoiceValues(archived, 2)).toEqual([2]);
    expect(singleChoiceValues(archived, 0)).toEqual([]);
    expect(singleChoiceValues(archived, null)).toEqual([]);
    const only = parseBrowserState(new URLSearchParams('archived=1'));
    expect(toSearchParams(only).toString()).toBe('archived=1');
    expect(toFilterValues(only, definitions)).toEqual([{ filterName: 'archived', intValue: 1 }]);
  });
});

describe('custom field columns', () => {
  const existing = [1, 2, 3, 4];

  it('has no columns in the state when the URL names none', () => {
    expect(parseBrowserState(new URLSearchParams()).columns).toBeNull();
    expect(parseBrowserState(new URLSearchParams('columns=')).columns).toBeNull();
    expect(parseBrowserState(new URLSearchParams('columns=x')).columns).toBeNull();
    expect(parseBrowserState(new URLSearchParams('columns=3,3,1')).columns).toEqual([3, 1]);
    expect(toSearchParams({ ...parseBrowserState(new URLSearchParams()), columns: [] })).toEqual(
      new URLSearchParams(),
    );
  });

  it('shows the URL columns over the saved ones (shareable links)', () => {
    expect(shownColumns({ columns: [2] }, [3, 4], existing)).toEqual([2]);
  });

  it('shows the saved choice when the URL names none', () => {
    expect(shownColumns({ columns: null }, [4, 1], existing)).toEqual([4, 1]);
    expect(shownColumns({ columns: null }, [], existing)).toEqual([]);
  });

  it('leaves out fields that do not exist any more', () => {
    expect(shownColumns({ columns: [9, 2] }, [], existing)).toEqual([2]);
    expect(shownColumns({ columns: null }, [3, 8], existing)).toEqual([3]);
    expect(shownColumns({ columns: [1] }, [], [])).toEqual([]);
  });
});

describe('roadmapHref', () => {
  it('carries the search and filters to the roadmap, not the sort, page or columns', () => {
    const state = parseBrowserState(
      new URLSearchParams('search=harbour&status=1,2&sort=name&page=3&columns=4'),
    );
    expect(roadmapHref(state)).toBe('/projects/roadmap?search=harbour&status=1%2C2');
    expect(roadmapHref({ search: '', filters: {} })).toBe('/projects/roadmap');
  });
});
