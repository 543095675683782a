import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/fetch-stub';
import SsoErrorPage from './sso-error.page';

const open = (url: string) =>
  renderRoutes([{ path: '/auth/sso-error', element: <SsoErrorPage /> }], url);

describe('The single sign-on error page', () => {
  it('says what happened and what to do', async () => {
    open('/auth/sso-error?reason=no_account');
    expect(
      await screen.findByRole('heading', { name: 'No Keel account for this e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No Keel account uses this e-mail; ask an administrator to invite you.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('explains an expired or replayed sign-in, a disabled account and an unverified e-mail', async () => {
    open('/auth/sso-error?reason=state');
    expect(await screen.findByRole('heading', { name: 'This sign-in has expired' })).toBeVisible();
  });

  it('falls back to a general message for an unknown reason', async () => {
    open('/auth/sso-error?reason=%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: 'Signing in did not work' })).toBeVisible();
  });
});
