import { demoUsers } from '../../test/demo-users';
import {
  initialQuickSearchType,
  isQuickSearchShortcut,
  mayTimeFromSearch,
  quickSearchResultPath,
  quickSearchTypes,
  timerResult,
  timerTaskOf,
  toQuickSearchResult,
} from './quick-search';

const labels = (user: Parameters<typeof quickSearchTypes>[0]) =>
  quickSearchTypes(user).map((t) => t.label);

describe('quick search types by permission', () => {
  it('offers All, Projects and Quotes to users who read both', () => {
    expect(labels(demoUsers.admin)).toEqual(['All', 'Projects', 'Quotes']);
    expect(labels(demoUsers.pm)).toEqual(['All', 'Projects', 'Quotes']);
    expect(labels(demoUsers.finance)).toEqual(['All', 'Projects', 'Quotes']);
  });

  it('offers Sam Stakeholder Projects only, plus All', () => {
    expect(labels(demoUsers.stakeholder)).toEqual(['All', 'Projects']);
  });

  it('offers Max Member nothing', () => {
    expect(quickSearchTypes(demoUsers.member)).toEqual([]);
  });
});

describe('quick search behaviour', () => {
  it('starts with the type of the current area when the user may search it', () => {
    const types = quickSearchTypes(demoUsers.admin);
    expect(initialQuickSearchType(types, '/quotes/archive')).toBe('2');
    expect(initialQuickSearchType(types, '/projects/3/overview')).toBe('1');
    expect(initialQuickSearchType(types, '/tasks/mine/ongoing')).toBe('0');
    expect(initialQuickSearchType(quickSearchTypes(demoUsers.stakeholder), '/quotes')).toBe('0');
  });

  it('leads a project to /projects/{id} and a quote to /quotes/{id}', () => {
    const project = toQuickSearchResult({ id: 7, name: 'Apollo', alternateName: 'APL', type: 1 });
    const quote = toQuickSearchResult({ id: 12, name: 'Q-12', alternateName: null, type: 2 });
    expect(project).toMatchObject({
      type: 'project',
      icon: 'folder',
      name: 'Apollo',
      alternateName: 'APL',
    });
    expect(quickSearchResultPath(project)).toBe('/projects/7');
    expect(quickSearchResultPath(quote)).toBe('/quotes/12');
  });

  it('opens on Ctrl+K and Cmd+K only', () => {
    const base = { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false };
    expect(isQuickSearchShortcut({ ...base, key: 'k', ctrlKey: true })).toBe(true);
    expect(isQuickSearchShortcut({ ...base, key: 'K', metaKey: true })).toBe(true);
    expect(isQuickSearchShortcut({ ...base, key: 'k' })).toBe(false);
    expect(isQuickSearchShortcut({ ...base, key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isQuickSearchShortcut({ ...base, key: 'j', ctrlKey: true })).toBe(false);
  });
});

describe('starting the running timer from the quick search', () => {
  it('is offered to internal users who read tasks, the member included', () => {
    expect(mayTimeFromSearch(demoUsers.member)).toBe(true);
    expect(mayTimeFromSearch(demoUsers.pm)).toBe(true);
    expect(mayTimeFromSearch(demoUsers.stakeholder)).toBe(false);
  });

  it('reads a matching task as "Start a timer on …" and finds it back when chosen', () => {
    const task = {
      kind: 'task' as const,
      id: 12,
      name: 'Checkout page',
      project: { id: 1, name: 'Harbour Bank mobile app' },
    };
    const result = timerResult(task);
    expect(result).toEqual({
      id: 'timer-12',
      type: 'timer',
      icon: 'clock',
      name: 'Start a timer on Checkout page',
      alternateName: 'Harbour Bank mobile app',
    });
    expect(timerTaskOf(result, [task])).toBe(task);
    expect(timerTaskOf({ ...result, type: 'project', id: '1-12' }, [task])).toBeNull();
  });
});
