import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInOptions } from '@keel/types';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import LoginPage from './login.page';

function renderLogin(options: SignInOptions, url = '/auth/login') {
  const requests = stubFetch(({ url: requested }) =>
    requested === '/api/auth/sign-in-options' ? json(200, options) : json(404, {}),
  );
  renderRoutes([{ path: '/auth/login', element: <LoginPage /> }], url);
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('The sign-in page', () => {
  it('shows only the password form without single sign-on', async () => {
    const requests = renderLogin({ sso: null, passwordLogin: true });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('offers "Sign in with …" going to the provider and back to the asked page', async () => {
    renderLogin(
      { sso: { buttonLabel: 'Acme SSO' }, passwordLogin: true },
      '/auth/login?redirectUrl=%2Ftasks%3Fview%3Dboard',
    );
    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?returnTo=%2Ftasks%3Fview%3Dboard');
    // The password form stays, and its button keeps its own name.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('folds the password form into "Administrator sign-in" when password sign-in is off', async () => {
    const user = userEvent.setup();
    renderLogin({ sso: { buttonLabel: 'Acme SSO' }, passwordLogin: false });
    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
    const summary = screen.getByText('Administrator sign-in');
    expect(screen.getByLabelText('Email')).not.toBeVisible();
    // A native <details>: the browser opens it from the keyboard too (jsdom only by click).
    await user.click(summary);
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
