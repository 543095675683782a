import type { FilterDefinition } from '@keel/types';
import {
  parsePortfolioState,
  portfolioExportHref,
  toPortfolioParams,
  toPortfolioQuery,
} from './portfolio-url';

const TODAY = '2026-11-26';
const definitions: FilterDefinition[] = [
  {
    name: 'status',
    subject: 'Status',
    multiple: true,
    items: [
      { value: '1', title: 'Active' },
      { value: '2', title: 'On hold' },
    ],
    defaultItem: null,
  },
  {
    name: 'archived',
    subject: 'Archived',
    multiple: false,
    items: [
      { value: '0', title: 'Hide archived' },
      { value: '1', title: 'Only archived' },
    ],
    defaultItem: { value: '0', title: 'Hide archived' },
  },
] as FilterDefinition[];

describe('portfolio URL', () => {
  it('reads the range, filters, client, tag, sort and page; bad values fall back', () => {
    const state = parsePortfolioState(
      new URLSearchParams(
        'from=2027-03&to=2026-12&status=1,2&client=Harbour%20Bank&tag=gov&sort=name&dir=desc&page=3',
      ),
      'forecast',
      TODAY,
    );
    expect(state).toEqual({
      from: '2026-12',
      to: '2027-03',
      filters: { status: [1, 2] },
      client: 'Harbour Bank',
      tag: 'gov',
      sort: { field: 'name', direction: 'desc' },
      page: 3,
    });
    const fallback = parsePortfolioState(
      new URLSearchParams('from=2026-13&page=x'),
      'history',
      TODAY,
    );
    expect(fallback).toMatchObject({ from: '2025-12', to: '2026-11', page: 1, filters: {} });
  });

  it('keeps the history range up to the current month', () => {
    const state = parsePortfolioState(
      new URLSearchParams('from=2026-10&to=2027-02'),
      'history',
      TODAY,
    );
    expect(state).toMatchObject({ from: '2026-10', to: '2026-11' });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = parsePortfolioState(new URLSearchParams(), 'forecast', TODAY);
    expect(toPortfolioParams(state, 'forecast', TODAY).toString()).toBe('');
    const changed = { ...state, filters: { status: [2] }, client: 'Acme', page: 2 };
    const params = toPortfolioParams(changed, 'forecast', TODAY);
    expect(params.toString()).toBe('status=2&client=Acme&page=2');
    expect(parsePortfolioState(params, 'forecast', TODAY)).toEqual(changed);
  });

  it("sends the server's filters as comma lists and drops a stale single choice", () => {
    const state = parsePortfolioState(
      new URLSearchParams('status=1,2&archived=7&unknown=4&tag=gov'),
      'history',
      TODAY,
    );
    expect(toPortfolioQuery(state, definitions)).toEqual({
      from: '2025-12',
      to: '2026-11',
      sort: 'code',
      dir: 'asc',
      page: 1,
      pageSize: 50,
      status: '1,2',
      tag: 'gov',
    });
  });

  it('exports every filtered project: the filters without paging', () => {
    const state = parsePortfolioState(new URLSearchParams('status=1&page=4'), 'forecast', TODAY);
    const href = portfolioExportHref('forecast', 'xlsx', toPortfolioQuery(state, definitions));
    expect(href).toBe(
      '/api/finances/forecast/export?format=xlsx&from=2026-11&to=2027-10&sort=code&dir=asc&status=1',
    );
  });
});
