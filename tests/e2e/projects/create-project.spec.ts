import { test, expect, loginAs } from '../fixtures';

test.describe('New project dialog', () => {
  test('the manager is the creator already; budget and budget hours reach the project', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/browser');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    // The pm may manage projects: the manager field starts on them.
    // (A select's button is named by its value, then its label.)
    await expect(dialog.getByRole('button', { name: 'Pat Manager Manager' })).toBeVisible();

    const name = `Budgeted ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(dialog.getByRole('button', { name: 'EUR Currency' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Budget (EUR)' }).fill('12500.50');
    await dialog.getByRole('textbox', { name: 'Budget hours' }).fill('120');
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts).toContainText('€12,500.50');
    await expect(facts).toContainText('120 h');
    await expect(page.getByRole('region', { name: 'Team' })).toContainText('Pat Manager');

    const projectId = /\/projects\/(\d+)\//.exec(page.url())![1];
    await page.goto(`/projects/${projectId}/financials`);
    const budget = page.getByRole('region', { name: 'Budget' });
    await expect(budget).toContainText('€12,500.50');
    await expect(budget).toContainText('120 h');
  });
});
