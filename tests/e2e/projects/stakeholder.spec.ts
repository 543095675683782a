import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

test.describe('What a stakeholder sees', () => {
  test('exactly their two projects, without budget, discussion or settings', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/projects\/browser$/);
    const table = page.getByRole('grid', { name: 'Projects' });
    await expect(page.getByText('2 projects', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts).toContainText('Start');
    await expect(facts).not.toContainText('Budget');
    const tabs = page.getByRole('tablist', { name: 'Project sections' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeVisible();
    for (const hidden of ['Discussion', 'Financials', 'Settings']) {
      await expect(tabs.getByRole('tab', { name: hidden })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Edit RAG' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // A tab they may not open, typed into the address bar, is not allowed.
    const projectPath = new URL(page.url()).pathname.replace(/\/overview$/, '');
    await page.goto(`${projectPath}/settings`);
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('a project shared with someone else is not allowed', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    const visible = (await (
      await page.request.post('/api/projects/query', { data: { pageSize: 50 } })
    ).json()) as { items: { id: number }[] };
    const ids = new Set(visible.items.map((p) => p.id));
    const other = [...Array(12).keys()].map((i) => i + 1).find((id) => !ids.has(id));
    await page.goto(`/projects/${other}/overview`);
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
