import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// These flows sign in, run axe several times and may open a second browser context.
test.describe.configure({ timeout: 90_000 });

test.describe('Editing users', () => {
  test('the last administrator cannot be demoted', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/management/users/all?search=admin%40example.com');
    await page.getByRole('link', { name: 'Ada Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Ada Admin', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Effective permissions' })).toContainText(
      'manageRoles',
    );
    // Nobody can disable themselves: the action is not offered.
    await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear Roles' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('last active administrator');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Roles/ })).toContainText('Administrator');
  });

  test('an administrator renames a user and sees the change', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/management/users/all?search=member%40example.com');
    await page.getByRole('link', { name: 'Max Member' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await name.fill('Max Member');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User saved')).toBeVisible();
  });

  test('a password reset link is issued to copy and opens the reset page', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/management/users/all?search=pm%40example.com');
    await page.getByRole('link', { name: 'Pat Manager' }).click();
    await page.getByRole('button', { name: 'Password reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password reset link' });
    const link = dialog.getByRole('link', { name: /reset-password/ });
    await expect(link).toBeVisible();
    const url = await link.getAttribute('href');

    // A reset link that is not the real one is refused.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto('/auth/reset-password?token=not-a-token');
    await expect(visitor.getByRole('alert')).toContainText('invalid');
    // The real link shows whose password it sets (it is not used, so Pat keeps the demo password).
    await visitor.goto(url!);
    await expect(visitor.getByText('For pm@example.com')).toBeVisible();
    await visitor.getByLabel(/^New password/).fill('short');
    await visitor.getByRole('button', { name: 'Set password' }).click();
    await expect(visitor.getByText(/Password must be at least/)).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    await other.close();
  });
});
