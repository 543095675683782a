import { test, expect, loginAs } from '../fixtures';

/**
 * The e2e server runs the demo workspace (SEED_DEMO=1): every signed-in page
 * says so, so nobody mistakes it for a real install.
 */
test.describe('The demo workspace banner', () => {
  test('is shown on signed-in pages while the demo accounts exist', async ({
    page,
    pageProblems,
  }) => {
    await loginAs(page, 'member');
    await page.goto('/');
    const banner = page.getByRole('status', { name: 'Demo workspace' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('The demo accounts and their password are public');
    expect(pageProblems).toEqual([]);
  });
});
