import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// These flows sign in, run axe several times and may open a second browser context.
test.describe.configure({ timeout: 90_000 });

test.describe('Own profile', () => {
  test('a team member sees their profile, inline validation and the server’s field errors', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Max Member',
    );
    expect(await axeViolations(page)).toEqual([]);

    const color = page.getByRole('textbox', { name: 'Colour' });
    const original = await color.inputValue();
    await color.fill('blue');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter a colour as #rrggbb')).toBeVisible();
    await color.fill(original);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('another-password');
    await page.getByLabel('Confirm new password').fill('another-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();
  });

  test('the management pages pass axe in the dark theme', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/management/users/all');
    await page.evaluate(() => localStorage.setItem('keel.theme', '"dark"'));
    for (const path of [
      '/management/users/all',
      '/management/roles',
      '/management/teams',
      '/management/salaries/groups',
      '/management/audit',
      '/management/webhooks',
      '/management/import',
      '/profile',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
