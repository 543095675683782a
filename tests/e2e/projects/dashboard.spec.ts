import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

test.describe('Portfolio dashboard', () => {
  test('a RAG change shows in the matrix and the last 30 days', async ({ page }) => {
    await loginAs(page, 'pm');
    const before = (await (await page.request.get('/api/projects/3')).json()) as {
      code: string;
      status: string;
      version: number;
    };
    const rag = await page.request.put('/api/projects/3/rag', {
      data: {
        overall: { status: 'red', comment: 'Key supplier went bankrupt' },
        schedule: { status: 'red', comment: '' },
        budget: { status: 'amber', comment: '' },
        scope: { status: 'green', comment: '' },
        version: before.version,
      },
    });
    expect(rag.ok()).toBe(true);

    await page.goto('/projects/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Other specs change RAGs in parallel: find this project's change rather than the first.
    const change = page
      .getByRole('list', { name: 'Recent RAG changes' })
      .getByRole('listitem')
      .filter({ hasText: before.code })
      .first();
    await expect(change).toContainText('Pat Manager');
    await expect(change.getByRole('img')).toHaveAccessibleName('Overall: Red');
    if (before.status === 'active') {
      const row = page
        .getByRole('region', { name: 'RAG matrix of active projects' })
        .getByRole('row', { name: new RegExp(before.code) });
      await expect(row).toContainText('Red');
      await expect(page.getByRole('list', { name: 'Projects at risk' })).toContainText(before.code);
    }
    await expect(page.getByRole('region', { name: 'Projects by status' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the administrator switches to the whole portfolio', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/dashboard');
    await page
      .getByRole('group', { name: 'Filters' })
      .getByText('All projects', { exact: true })
      .click();
    await expect(page.getByRole('switch', { name: 'All projects' })).toBeChecked();
    await expect(page).toHaveURL(/all=1/);
    await expect(page.getByText(/projects in the portfolio$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
