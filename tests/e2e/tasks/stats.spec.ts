import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

interface Stats {
  total: number;
  open: number;
  overdue: number;
  byStatus: Array<{ status: string; count: number }>;
  effort: { estimatedMinutes: number; loggedMinutes: number };
}

const STATUS_TITLES: Record<string, string> = {
  todo: 'To do',
  inProgress: 'In progress',
  inReview: 'In review',
  blocked: 'Blocked',
  done: 'Done',
};

async function statsOf(page: Page, query = ''): Promise<Stats> {
  const response = await page.request.get(`/api/tasks/stats${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Stats;
}

/** The headline figure named `term` in the Summary card (the `dd` after its `dt`). */
function figure(page: Page, term: string) {
  return page
    .getByRole('region', { name: 'Summary' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Each status row of the chart's data table (read by screen readers) shows the API's count. */
async function expectStatusTable(page: Page, stats: Stats) {
  const table = page.getByRole('table', { name: 'Tasks by status' });
  for (const { status, count } of stats.byStatus)
    await expect(table.getByRole('row', { name: `${STATUS_TITLES[status]} ${count}` })).toHaveCount(
      1,
    );
}

test.describe('Task stats', () => {
  test("the manager sees a project's figures, charts and their tables", async ({ page }) => {
    await loginAs(page, 'pm');
    // KEEL-005: a project no other spec adds tasks to.
    const projectId = 5;
    const stats = await statsOf(page, `?projectId=${projectId}`);
    expect(stats.total).toBeGreaterThan(0);
    await page.goto(`/projects/${projectId}/tasks/stats`);
    await expect(figure(page, 'Tasks')).toHaveText(String(stats.total));
    await expect(figure(page, 'Open')).toHaveText(String(stats.open));
    await expect(figure(page, 'Overdue')).toContainText(String(stats.overdue));
    await expect(figure(page, 'Overdue')).toContainText(
      stats.overdue > 0 ? 'Overdue' : 'None overdue',
    );
    await expectStatusTable(page, stats);
    for (const name of [
      'Tasks by status',
      'Tasks by assignee',
      'Tasks by domain',
      'Tasks completed per week',
      'Estimated against logged hours',
    ])
      await expect(page.getByRole('img', { name: new RegExp(`^${name}\\.`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Estimate against logged' })).toContainText(
      /estimated on \d+ of \d+ tasks/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the administrator sees every task in /tasks/stats', async ({ page }) => {
    await loginAs(page, 'admin');
    const stats = await statsOf(page);
    await page.goto('/tasks/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Task Stats' })).toBeVisible();
    // Other specs add tasks meanwhile: the page shows at least what the API said before.
    await expect(figure(page, 'Tasks')).toHaveText(/^[\d,]+$/);
    const shown = Number((await figure(page, 'Tasks').innerText()).replace(/\D/g, ''));
    expect(shown).toBeGreaterThanOrEqual(stats.total);
    await expect(page.getByRole('table', { name: 'Tasks completed per week' })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    // Picking a project opens its stats.
    await page.getByRole('button', { name: /All projects/ }).click();
    await page.getByRole('option', { name: /^KEEL-005/ }).click();
    await expect(page).toHaveURL(/\/projects\/5\/tasks\/stats$/);
    await expect(page.getByRole('table', { name: 'Tasks by status' })).toBeAttached();
  });

  test('the member has no Stats page of all tasks', async ({ page }) => {
    await loginAs(page, 'member');
    expect((await page.request.get('/api/tasks/stats')).status()).toBe(403);
  });
});
