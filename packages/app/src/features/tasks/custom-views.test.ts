import type { CustomTaskView } from '@keel/types';
import {
  filterChoices,
  filterText,
  newCustomViewDraft,
  nonDefaultFilters,
  withFilter,
  withSavedView,
  withoutView,
} from './custom-views';

const late: CustomTaskView = {
  id: 'a',
  name: 'Late',
  groupBy: 'dueDate',
  showProjectName: false,
  filters: [],
};

describe('custom task views', () => {
  it('starts a new view with the defaults: Custom View, projectFull, project name shown', () => {
    expect(newCustomViewDraft()).toEqual({
      name: 'Custom View',
      groupBy: 'projectFull',
      showProjectName: true,
      filters: [],
    });
  });

  it('appends a new view with a fresh id and keeps the others', () => {
    const list = withSavedView([late], newCustomViewDraft(), null);
    expect(list).toHaveLength(2);
    expect(list[0]).toBe(late);
    expect(list[1]).toMatchObject({ name: 'Custom View', groupBy: 'projectFull' });
    expect(list[1]!.id).not.toBe('a');
  });

  it('replaces the edited view in place', () => {
    const list = withSavedView(
      [late, { ...late, id: 'b', name: 'Other' }],
      { name: '  Overdue  ', groupBy: 'assignee', showProjectName: true, filters: [] },
      'a',
    );
    expect(list.map((v) => [v.id, v.name, v.groupBy])).toEqual([
      ['a', 'Overdue', 'assignee'],
      ['b', 'Other', 'dueDate'],
    ]);
  });

  it('saves only filters that differ from their defaults', () => {
    const filters = nonDefaultFilters(
      [
        { filterName: 'status', intValue: 1 },
        { filterName: 'assignee', intValue: 5 },
        { filterName: 'team', intArrayValue: [] },
        { filterName: 'domain', intArrayValue: [2, 3] },
        { filterName: 'text', stringValue: null },
      ],
      new Map([['status', 1]]),
    );
    expect(filters.map((f) => f.filterName)).toEqual(['assignee', 'domain']);
  });

  it('deletes a view by id', () => {
    expect(withoutView([late], 'a')).toEqual([]);
  });
});

describe('custom view filters', () => {
  it('reads saved values as the filter fields take them', () => {
    expect(
      filterChoices([
        { filterName: 'status', intArrayValue: [1, 2] },
        { filterName: 'completion', intValue: 3 },
        { filterName: 'text', stringValue: 'api' },
      ]),
    ).toEqual({ status: [1, 2], completion: [3] });
  });

  it('writes a field back in its definition’s shape, and drops an emptied one', () => {
    let filters = withFilter([], 'status', { ints: [2, 4], multiple: true });
    filters = withFilter(filters, 'completion', { ints: [2], multiple: false });
    filters = withFilter(filters, 'text', { text: 'login' });
    expect(filters).toEqual([
      { filterName: 'status', intArrayValue: [2, 4] },
      { filterName: 'completion', intValue: 2 },
      { filterName: 'text', stringValue: 'login' },
    ]);
    expect(filterText(filters, 'text')).toBe('login');
    filters = withFilter(filters, 'status', { ints: [], multiple: true });
    filters = withFilter(filters, 'text', { text: null });
    expect(filters).toEqual([{ filterName: 'completion', intValue: 2 }]);
  });
});
