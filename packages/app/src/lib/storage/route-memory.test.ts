import { STORAGE_KEYS, readStored, writeStored } from './local-storage';
import { projectRootOf, rememberChild, rememberRouteChange, rememberedChild } from './route-memory';

describe('route memory', () => {
  it('stores the previous route on every change', () => {
    rememberRouteChange('/projects/browser', '/quotes');
    expect(readStored(STORAGE_KEYS.previousRoutePath)).toBe('/projects/browser');
    rememberRouteChange(null, '/timesheet');
    expect(readStored(STORAGE_KEYS.previousRoutePath)).toBe('/projects/browser');
  });

  it('remembers where the user came from when entering a project', () => {
    rememberRouteChange('/projects/browser?page=2', '/projects/7/overview');
    expect(readStored(STORAGE_KEYS.projectReturnUrl)).toBe('/projects/browser?page=2');
    // Moving inside the project keeps the way back.
    rememberRouteChange('/projects/7/overview', '/projects/7/tasks/list');
    expect(readStored(STORAGE_KEYS.projectReturnUrl)).toBe('/projects/browser?page=2');
    // Another project from this one leads back here.
    rememberRouteChange('/projects/7/tasks/list', '/projects/8');
    expect(readStored(STORAGE_KEYS.projectReturnUrl)).toBe('/projects/7/tasks/list');
  });

  it('finds the project root of a path', () => {
    expect(projectRootOf('/projects/12/tasks/list')).toBe('/projects/12');
    expect(projectRootOf('/projects/12')).toBe('/projects/12');
    expect(projectRootOf('/projects/browser')).toBeNull();
  });

  it('uses the remembered child only when it is still allowed', () => {
    rememberChild('tasks/mine', '/tasks/mine/completed');
    expect(rememberedChild('tasks/mine', ['/tasks/mine/ongoing', '/tasks/mine/completed'])).toBe(
      '/tasks/mine/completed',
    );
    expect(rememberedChild('tasks/mine', ['/tasks/mine/ongoing'])).toBeNull();
    expect(localStorage.getItem('keel.lastChild.tasks/mine')).toBe('"/tasks/mine/completed"');
  });

  it('ignores the remembered child when auto-redirect is off', () => {
    rememberChild('status', '/projects/status/snapshot');
    writeStored(STORAGE_KEYS.autoRedirect, false);
    expect(rememberedChild('status', ['/projects/status/snapshot'])).toBeNull();
  });
});
