import { apiPaging, sortedPageQuery } from './list-query';

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

describe('apiPaging', () => {
  it('takes the page size and total from the answer, and pages through the URL', () => {
    const update = vi.fn();
    const paging = apiPaging({ page: 3, pageSize: 25, update }, { pageSize: 50, total: 120 });
    expect(paging).toMatchObject({ page: 3, pageSize: 50, total: 120 });
    paging.onPageChange(2);
    expect(update).toHaveBeenCalledWith({ page: 2 });
  });

  it('keeps the URL’s page size and no rows until the answer comes', () => {
    expect(apiPaging({ page: 1, pageSize: 25, update: vi.fn() }, undefined)).toMatchObject({
      page: 1,
      pageSize: 25,
      total: 0,
    });
  });
});
