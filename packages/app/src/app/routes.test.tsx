import { QueryClient } from '@tanstack/react-query';
import { demoUsers, type DemoAccount } from '../test/demo-users';
import { appRouter, stubShellApi } from '../test/app-router';

/** The route table over a memory history, with `fetch` answering as the API would. */
function setup(account: DemoAccount | null, start: string) {
  stubShellApi(account ? demoUsers[account] : null);
  return appRouter(new QueryClient({ defaultOptions: { queries: { retry: false } } }), start);
}

/** Where navigation settles (loaders and redirects done). */
async function settle(router: ReturnType<typeof setup>) {
  // The first run imports the lazy page modules, which takes a while in jsdom.
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 15_000, interval: 20 },
  );
  const { pathname, search } = router.state.location;
  return pathname + search;
}

async function landing(account: DemoAccount | null, start: string) {
  const router = setup(account, start);
  const where = await settle(router);
  router.dispose();
  return where;
}

// The lazy route modules (shell, pages, guards) compile once, slowly in jsdom.
beforeAll(async () => {
  await Promise.all([
    import('./layouts/ShellLayout'),
    import('./pages/unauthorized.page'),
    import('./pages/not-found.page'),
    import('./routes/guards'),
  ]);
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

describe('the route table', () => {
  it.each([
    ['admin', '/projects/dashboard'],
    ['pm', '/projects/dashboard'],
    ['member', '/timesheet'],
    ['finance', '/projects/browser'],
    ['stakeholder', '/projects/browser'],
  ] as const)('sends %s home to %s', async (account, home) => {
    expect(await landing(account, '/')).toBe(home);
  });

  it('sends a signed-out visitor to login with the location', async () => {
    expect(await landing(null, '/quotes/archive?page=2')).toBe(
      '/auth/login?redirectUrl=%2Fquotes%2Farchive%3Fpage%3D2',
    );
  });

  it('leaves the public pages open', async () => {
    expect(await landing(null, '/public/projects/3/time-material?stakeholderToken=x')).toBe(
      '/public/projects/3/time-material?stakeholderToken=x',
    );
    expect(await landing(null, '/reports/status/viewer/abc')).toBe('/reports/status/viewer/abc');
  });

  it.each([
    ['admin', '/projects/risks-issues', '/projects/risks-issues/active'],
    ['admin', '/projects/finances', '/projects/finances/forecast'],
    ['admin', '/projects/9/tasks', '/projects/9/tasks/list'],
    ['admin', '/tasks', '/tasks/mine/ongoing'],
    ['admin', '/management', '/management/users/all'],
    ['pm', '/management', '/management/teams'],
    ['finance', '/management', '/management/salaries/employees'],
    ['finance', '/management/timesheet', '/management/timesheet/locks'],
    ['member', '/projects', '/not-found'],
  ] as const)('leads %s from %s to %s', async (account, from, to) => {
    expect(await landing(account, from)).toBe(to);
  });

  it.each([
    ['stakeholder', '/quotes'],
    ['stakeholder', '/tasks/mine/ongoing'],
    ['member', '/tasks/all/projects'],
    ['member', '/tasks/team/3'],
    ['pm', '/quotes/configs'],
    ['pm', '/management/users/all'],
    ['finance', '/projects/dashboard'],
    ['member', '/invoices'],
    ['stakeholder', '/invoices/3'],
    // Imports are manageImports' (administrators): a project manager or finance gets neither page.
    ['pm', '/management/import'],
    ['finance', '/management/import/3'],
  ] as const)('replaces %s on %s with /unauthorized', async (account, path) => {
    expect(await landing(account, path)).toBe('/unauthorized');
  });

  it('lets team members open their team and remembers the chosen child', async () => {
    expect(await landing('member', '/tasks/team/2')).toBe('/tasks/team/2');
    localStorage.setItem('keel.lastChild.tasks/mine', '"/tasks/mine/all"');
    expect(await landing('member', '/tasks/mine')).toBe('/tasks/mine/all');
  });

  it('parses ids as integers', async () => {
    expect(await landing('admin', '/projects/12x')).toBe('/not-found');
    expect(await landing('admin', '/tasks/0')).toBe('/not-found');
    expect(await landing('admin', '/quotes/7')).toBe('/quotes/7');
    expect(await landing('admin', '/quotes/type-3')).toBe('/quotes/type-3');
    expect(await landing('admin', '/quotes/type-9')).toBe('/not-found');
    expect(await landing('admin', '/tasks/all/view/unknown')).toBe('/not-found');
    expect(await landing('finance', '/invoices/4')).toBe('/invoices/4');
    expect(await landing('finance', '/invoices/4x')).toBe('/not-found');
    expect(await landing('admin', '/management/import')).toBe('/management/import');
    expect(await landing('admin', '/management/import/3')).toBe('/management/import/3');
    expect(await landing('admin', '/management/import/3x')).toBe('/not-found');
  });
});
