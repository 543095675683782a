import type { FilterDefinition } from '@keel/types';
import { parseBrowserState, parseIntList, toFilterValues, toSearchParams } from './browser-url';

const definitions: FilterDefinition[] = [
  { name: 'status', subject: 'Status', multiple: true, items: [], defaultItem: null },
  { name: 'archived', subject: 'Archived', multiple: false, items: [], defaultItem: null },
];

describe('project browser URL', () => {
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
});
