import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { demoQuoteTypes, demoUsers } from '../../test/demo-users';
import { createRouteTable } from '../routes';

/** The signed-in shell as the API describes the user, with or without the demo workspace. */
function renderShell(demoWorkspace: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.startsWith('/api/users/current'))
        return json(200, { ...demoUsers.member, demoWorkspace });
      if (url.startsWith('/api/quotes/types')) return json(200, demoQuoteTypes);
      return json(404, { message: 'Not found' });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const table = createRouteTable(queryClient);
  const router = createMemoryRouter(table.routes, {
    initialEntries: ['/profile'],
    patchRoutesOnNavigation: table.patchRoutesOnNavigation,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The lazy route modules (shell, pages) compile once, slowly in jsdom.
beforeAll(async () => {
  await Promise.all([
    import('../layouts/ShellLayout'),
    import('../../features/profile/routes/profile.page'),
  ]);
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

describe('the demo workspace banner', () => {
  it('is shown while the demo accounts exist', async () => {
    const router = renderShell(true);
    const banner = await screen.findByRole(
      'status',
      { name: 'Demo workspace' },
      { timeout: 25_000 },
    );
    expect(banner).toHaveTextContent(
      /Demo workspace\. The demo accounts and their password are public/,
    );
    router.dispose();
  }, 40_000);

  it('is not shown otherwise', async () => {
    const router = renderShell(false);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 25_000 });
    await screen.findAllByRole('navigation', {}, { timeout: 25_000 });
    expect(screen.queryByRole('status', { name: 'Demo workspace' })).toBeNull();
    router.dispose();
  }, 40_000);
});
