import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from './axe';

test.describe('Project browser', () => {
  test('search, filters, sort and paging live in the URL', async ({ page }) => {
    // Several pages, two accounts and axe runs: more than the default budget on a busy machine.
    test.slow();
    await loginAs(page, 'admin');
    await page.goto('/projects/browser?sort=code&dir=desc&pageSize=25');
    const table = page.getByRole('grid', { name: 'Projects' });
    // Other specs add projects in parallel, so check the order rather than a code.
    const firstCodes = () =>
      table
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.slice(1, 6).map((r) => r.querySelector('a')?.textContent ?? ''),
        );
    await expect.poll(async () => (await firstCodes()).length).toBeGreaterThan(2);
    const codes = await firstCodes();
    expect(codes).toEqual([...codes].sort().reverse());
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search' }).fill('KEEL-003');
    await expect(page).toHaveURL(/search=KEEL-003/);
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.goto('/projects/browser?status=1');
    await expect(page.getByText(/^\d+ projects$/)).toBeVisible();
    for (const row of await table
      .getByRole('row')
      .all()
      .then((rows) => rows.slice(1))) {
      await expect(row).toContainText('Active');
    }
  });

  test('creating a project opens it', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/browser');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('KEEL-001');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Harbour lights');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    // The server's 400 shows on the field it names.
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'Code' }).fill('HARBOUR-1');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour lights' })).toBeVisible();
    await expect(page.getByText('HARBOUR-1', { exact: true })).toBeVisible();
  });
});
