import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';
import { pickOptions, uniqueName } from './management-helpers';

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

  test('saving a team someone else changed meanwhile says so and offers a reload', async ({
    page,
  }) => {
    const name = uniqueName('Conflict');
    await loginAs(page, 'admin');
    const created = await page.request.post('/api/teams', { data: { name, memberIds: [] } });
    expect(created.status()).toBe(201);
    const team = (await created.json()) as { id: number; version: number };

    await page.goto(`/management/teams?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit team ${name}` });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed here`);

    // Someone else renames it first.
    const other = await page.request.put(`/api/teams/${team.id}`, {
      data: { name: `${name} renamed there`, memberIds: [], leadId: null, version: team.version },
    });
    expect(other.status()).toBe(200);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('changed by someone else');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/management/teams?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row', { name: `${name} renamed there` })).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${name} renamed there` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText('Team deleted')).toBeVisible();
  });

  test('a project manager reads teams without editing them', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/management/teams');
    await expect(page.getByRole('row', { name: /Delivery/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);
  });
});
