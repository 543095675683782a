import { test, expect, loginAs } from '../fixtures';
import { axeViolations, pickOptions, uniqueName } from './management-helpers';

// These flows sign in, run axe several times and may open a second browser context.
test.describe.configure({ timeout: 90_000 });

test.describe('Teams', () => {
  test('a new team with members appears in a member’s task menu, and can be deleted', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('Platform');
    await loginAs(page, 'admin');
    await page.goto('/management/teams');
    await expect(page.getByRole('row', { name: /Delivery/ })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New team' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New team' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await pickOptions(dialog, 'Members', ['Pat Manager']);
    await dialog.getByRole('button', { name: /Lead/ }).click();
    await page.getByRole('option', { name: /^Pat Manager/ }).click();
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Pat Manager');

    // Pat Manager, signed in elsewhere, finds the team in the task menu.
    const context = await browser.newContext();
    const pm = await context.newPage();
    await loginAs(pm, 'pm');
    await pm.goto('/tasks/mine/ongoing');
    const panel = pm.getByRole('navigation', { name: 'Tasks' });
    await expect(panel.getByRole('link', { name })).toBeVisible();
    await context.close();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('a project manager reads teams without editing them', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/management/teams');
    await expect(page.getByRole('row', { name: /Delivery/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);
  });
});
