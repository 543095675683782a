import { sortedPageQuery } from './list-query';

const list = {
  page: 2,
  pageSize: 25,
  sort: 'memberCount',
  direction: 'desc' as const,
  search: '',
  filters: {},
};

describe('sortedPageQuery', () => {
  it('passes the paging, a known sort and the direction, and no empty search', () => {
    expect(sortedPageQuery(list, ['name', 'memberCount'])).toEqual({
      page: 2,
      pageSize: 25,
      sort: 'memberCount',
      direction: 'desc',
      search: undefined,
    });
  });

  it('sorts by the first sort when the URL names another, and keeps a search', () => {
    expect(
      sortedPageQuery({ ...list, sort: 'email', search: 'pat' }, ['name', 'userCount']),
    ).toEqual({
      page: 2,
      pageSize: 25,
      sort: 'name',
      direction: 'desc',
      search: 'pat',
    });
  });
});
