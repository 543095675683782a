import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../lib/management/list-params';
import { isFiltered, LIBRARY_FILTERS, libraryQueryOf } from './library-query';

const paramsOf = (query: string) =>
  parseListParams(new URLSearchParams(query), {
    sort: 'createdAt',
    pageSize: 25,
    filters: LIBRARY_FILTERS,
  });

describe('libraryQueryOf', () => {
  it('reads the search and every filter from the URL', () => {
    const query = libraryQueryOf(
      paramsOf(
        'search=+kickoff+&category=client&impact=negative&tag=Fixed%20Price&projectId=7&page=2',
      ),
    );
    expect(query).toEqual({
      page: 2,
      pageSize: 25,
      search: 'kickoff',
      category: 'client',
      impact: 'negative',
      tag: 'fixed price',
      projectId: 7,
    });
    expect(isFiltered(query)).toBe(true);
  });

  it('ignores unknown categories and impacts and malformed project ids', () => {
    const query = libraryQueryOf(paramsOf('category=gossip&impact=neutral&projectId=-3&tag=%20'));
    expect(query).toEqual({ page: 1, pageSize: 25 });
    expect(isFiltered(query)).toBe(false);
  });
});
