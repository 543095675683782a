import { idFilter, parseListParams, withListChange } from './list-params';

describe('parseListParams', () => {
  it('falls back to the defaults when the URL says nothing', () => {
    expect(parseListParams(new URLSearchParams(), { sort: 'name', filters: ['status'] })).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'name',
      direction: 'asc',
      search: '',
      filters: { status: '' },
    });
  });

  it('reads integers, sort, search and filters from the URL', () => {
    const search = new URLSearchParams(
      'page=3&pageSize=50&sort=email&direction=desc&search=ada&roleId=2',
    );
    expect(parseListParams(search, { sort: 'name', filters: ['roleId'] })).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'email',
      direction: 'desc',
      search: 'ada',
      filters: { roleId: '2' },
    });
  });

  it('ignores malformed numbers and unknown directions', () => {
    const search = new URLSearchParams('page=-2&pageSize=7&direction=up');
    const params = parseListParams(search, { sort: 'name', direction: 'desc' });
    expect(params.page).toBe(1);
    expect(params.pageSize).toBe(25);
    expect(params.direction).toBe('desc');
  });
});

describe('withListChange', () => {
  it('goes back to page 1 when anything but the page changes', () => {
    const next = withListChange(new URLSearchParams('page=4&search=a'), { search: 'ab' });
    expect(next.toString()).toBe('search=ab');
  });

  it('keeps the other parameters when the page changes', () => {
    const next = withListChange(new URLSearchParams('search=a'), { page: 2 });
    expect(next.toString()).toBe('search=a&page=2');
  });

  it('drops cleared values', () => {
    const next = withListChange(new URLSearchParams('status=active&sort=name'), { status: null });
    expect(next.toString()).toBe('sort=name');
  });
});

describe('idFilter', () => {
  it('accepts positive integers only', () => {
    expect(idFilter('12')).toBe(12);
    expect(idFilter('')).toBeUndefined();
    expect(idFilter('1.5')).toBeUndefined();
    expect(idFilter('0')).toBeUndefined();
  });
});
