import { expect, test } from '@playwright/test';
import { E2E_SSO_LABEL } from '../support/oidc-provider';

/**
 * OpenID Connect sign-in through the run's real provider (global-setup
 * starts `oidc-provider` and gives the server its OIDC_* environment): the
 * sign-in page's "Sign in with …" link, the provider's own login and consent
 * pages, back to Keel signed in.
 */
test.describe('single sign-on', () => {
  test('signs in through the OpenID provider as a demo user and lands on their start page', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    // The password form stays, its button keeps its name.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: `Sign in with ${E2E_SSO_LABEL}` }).click();

    // The provider's development login and consent pages.
    await page.locator('input[name="login"]').fill('pm');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/projects\/dashboard$/);
    const current = await page.request.get('/api/users/current');
    expect(current.status()).toBe(200);
    expect(((await current.json()) as { email: string }).email).toBe('pm@example.com');
  });

  test('a verified e-mail without a Keel account gets a page that says what to do', async ({
    page,
  }) => {
    await page.goto('/auth/login?redirectUrl=%2Ftasks');
    await page.getByRole('link', { name: `Sign in with ${E2E_SSO_LABEL}` }).click();
    await page.locator('input[name="login"]').fill('stranger');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/auth\/sso-error\?reason=no_account$/);
    await expect(
      page.getByRole('heading', { name: 'No Keel account for this e-mail' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'No Keel account uses this e-mail; ask an administrator to invite you.',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
