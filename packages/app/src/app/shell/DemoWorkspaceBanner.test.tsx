import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { demoUsers } from '../../test/demo-users';
import { appRouter, stubShellApi } from '../../test/app-router';

/** The signed-in shell as the API describes the user, with or without the demo workspace. */
function renderShell(demoWorkspace: boolean) {
  stubShellApi({ ...demoUsers.member, demoWorkspace });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = appRouter(queryClient, '/profile');
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
