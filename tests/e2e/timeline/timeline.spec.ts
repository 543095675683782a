import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

async function projectId(page: Page, code: string): Promise<number> {
  const response = await page.request.post('/api/projects/query', { data: { pageSize: 100 } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === code);
  expect(project).toBeDefined();
  return project!.id;
}

/** A date `days` from today, `YYYY-MM-DD` (UTC, as the page counts days). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two fresh tasks that overlap (A then B): the demo's own chain stays as other specs read it. */
async function createTask(page: Page, project: number, name: string, start: number, due: number) {
  const response = await page.request.post('/api/tasks', {
    data: {
      projectId: project,
      name,
      startDate: daysFromToday(start),
      dueDate: daysFromToday(due),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The Gantt draws only the rows on screen: scroll it down until the task's bar is there. */
async function barOf(page: Page, name: string): Promise<Locator> {
  const chart = page.getByRole('region', { name: 'Gantt chart' });
  const bar = chart.getByRole('button', { name: new RegExp(`^${name}, `) });
  await chart.evaluate((el) => (el.scrollTop = 0));
  for (let i = 0; i < 100 && (await bar.count()) === 0; i++)
    await chart.evaluate((el) => (el.scrollTop += el.clientHeight / 2));
  await expect(bar).toHaveCount(1);
  return bar;
}

/** The view by keyboard, as a keyboard user switches it (Space on the radio). */
async function show(page: Page, view: 'Gantt' | 'Table') {
  const radio = page.getByRole('radio', { name: view });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

function tableRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Timeline tasks' })
    .getByRole('row', { name: new RegExp(`^${name} `) });
}

test.describe('Project timeline', () => {
  test('the manager links two tasks by keyboard, moves the first with Alt+ArrowRight and sees the second follow; baselines show slippage in days', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const id = await projectId(page, 'KEEL-001');
    const tag = Date.now().toString(36);
    const first = `Gantt A ${tag}`;
    const second = `Gantt B ${tag}`;
    await createTask(page, id, first, 30, 32);
    await createTask(page, id, second, 31, 33);

    await page.goto(`/projects/${id}/timeline`);
    await expect(page.getByRole('tab', { name: 'Timeline' })).toBeVisible();
    const chart = page.getByRole('region', { name: 'Gantt chart' });
    await expect(chart).toBeVisible();
    await expect(chart.getByText('Today')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A baseline of today's plan, chosen at once.
    await page.getByRole('button', { name: 'Save baseline' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save baseline' });
    await saveDialog.getByRole('textbox', { name: 'Name' }).fill(`Before ${tag}`);
    await saveDialog.getByRole('button', { name: 'Save baseline' }).click();
    await expect(page.getByText(`Baseline Before ${tag} saved`)).toBeVisible();

    // Link by keyboard: select A's bar, the link menu, B as its successor.
    const barA = await barOf(page, first);
    await barA.focus();
    await expect(barA).toHaveAttribute('aria-pressed', 'true');
    const linkButton = page.getByRole('button', { name: `Link ${first}…` });
    await linkButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Add a successor…' }).press('Enter');
    const linkDialog = page.getByRole('dialog', { name: `Link ${first}` });
    await expect(linkDialog.getByRole('radio', { name: /comes after it/ })).toBeChecked();
    const other = linkDialog.getByRole('combobox', { name: 'Other task' });
    await other.fill(second);
    await page.getByRole('option', { name: second }).click();
    expect(await axeViolations(page)).toEqual([]);
    await linkDialog.getByRole('button', { name: 'Link tasks' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(page.getByText('Tasks linked')).toBeVisible();
    // The new dependency is drawn: its arrow, in a drawing box with room for it
    // (a 0-wide svg paints nothing, its paths' boxes notwithstanding).
    const arrows = page.locator('svg:has(path[data-dependency])');
    await expect(arrows.locator('path[data-dependency]')).not.toHaveCount(0);
    expect((await arrows.boundingBox())?.width ?? 0).toBeGreaterThan(100);

    // B's dates before, in the table view.
    await show(page, 'Table');
    const startBefore = await tableRow(page, second).getByRole('cell').nth(0).textContent();
    await show(page, 'Gantt');

    // Alt+ArrowRight on A: a day later, past B's start; B follows.
    const bar = await barOf(page, first);
    await bar.focus();
    await page.keyboard.press('Alt+ArrowRight');
    const moved = page.getByRole('list', { name: 'Moved tasks' });
    await expect(moved).toContainText(second);
    await expect(page.getByRole('status').filter({ hasText: `${first} now` })).toContainText(
      `1 task followed: ${second}`,
    );

    await show(page, 'Table');
    const rowB = tableRow(page, second);
    await expect(rowB.getByRole('cell').nth(0)).not.toHaveText(startBefore ?? '');
    await expect(rowB).toContainText(`${first} (FS)`);
    // The critical path is named in words, not by colour only.
    await expect(
      page
        .getByRole('table', { name: 'Timeline tasks' })
        .getByRole('cell', { name: 'Critical', exact: true })
        .first(),
    ).toBeVisible();
    // Against the baseline saved before the move: A is a day late, B later still.
    await expect(tableRow(page, first)).toContainText('1 day late');
    await expect(rowB).toContainText(/\d+ days? late/);

    // The demo's baseline: the new tasks were not in it; the demo's tasks have their slippage.
    await page.getByRole('button', { name: /Baseline/ }).click();
    await page.getByRole('option', { name: 'Plan of record' }).click();
    await expect(tableRow(page, first)).toContainText('Not in baseline');
    const slippage = page
      .getByRole('table', { name: 'Timeline tasks' })
      .getByRole('cell', { name: /^(\d+ days? (late|early)|on time)$/ });
    await expect(slippage.first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
