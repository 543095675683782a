import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** A project of the demo by code (KEEL-001: Pat manages it). */
async function projectId(page: Page, code: string): Promise<number> {
  const response = await page.request.post('/api/projects/query', { data: { pageSize: 100 } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === code);
  expect(project).toBeDefined();
  return project!.id;
}

/** Rebuilds the project's figures, so the page's "before" reads what the data holds. */
async function recalculate(page: Page, id: number): Promise<void> {
  const response = await page.request.post(`/api/projects/${id}/recalculate`);
  expect(response.status(), await response.text()).toBe(200);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The figure under `term` in the card titled `card` (e.g. Actual to date / Cost). */
function figure(page: Page, card: string, term: string): Locator {
  return page
    .getByRole('region', { name: card })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** `€1,234.56` -> 123456 (minor units). */
function minorUnits(text: string): number {
  const digits = text.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}

test.describe('Finances', () => {
  test('logged time moves the project’s actual cost on the Financials tab', async ({ page }) => {
    test.slow();
    await loginAs(page, 'admin');
    const id = await projectId(page, 'KEEL-001');
    await recalculate(page, id);
    await page.goto(`/projects/${id}/financials`);
    const cost = figure(page, 'Actual to date', 'Cost');
    await expect(cost).toBeVisible({ timeout: 15_000 });
    const before = minorUnits(await cost.innerText());
    expect(await axeViolations(page)).toEqual([]);

    // Pat (a senior consultant with an hourly cost) logs two hours on a task of the project.
    await loginAs(page, 'pm');
    const task = await page.request.post('/api/tasks', {
      data: { projectId: id, name: `Finance review ${Date.now().toString(36)}` },
    });
    expect(task.status(), await task.text()).toBe(201);
    const { id: taskId } = (await task.json()) as { id: number };
    const entry = await page.request.post('/api/timesheet/entries', {
      data: { date: today(), taskId, minutes: 120, note: 'Finance e2e' },
    });
    expect(entry.status(), await entry.text()).toBe(201);

    await loginAs(page, 'admin');
    await page.reload();
    await expect
      .poll(async () => minorUnits(await cost.innerText()), { timeout: 10_000 })
      .toBeGreaterThan(before);
  });

  test('invoicing a milestone moves the project’s actual revenue', async ({ page }) => {
    test.slow();
    await loginAs(page, 'admin');
    const id = await projectId(page, 'KEEL-001');
    await recalculate(page, id);
    await page.goto(`/projects/${id}/financials`);
    const revenue = figure(page, 'Actual to date', 'Revenue');
    await expect(revenue).toBeVisible({ timeout: 15_000 });
    const before = minorUnits(await revenue.innerText());

    const name = `Invoice ${Date.now().toString(36)}`;
    const created = await page.request.post(`/api/projects/${id}/milestones`, {
      data: { name, dueDate: today(), financial: true, amount: 250_000, forecastDate: today() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const milestone = (await created.json()) as Record<string, unknown> & {
      id: number;
      version: number;
    };
    // Invoiced today: the amount is recognised as revenue of the current month.
    const invoiced = await page.request.put(`/api/projects/${id}/milestones/${milestone.id}`, {
      data: {
        name,
        dueDate: today(),
        financial: true,
        amount: 250_000,
        forecastDate: today(),
        invoicedDate: today(),
        version: milestone.version,
      },
    });
    expect(invoiced.status(), await invoiced.text()).toBe(200);

    await page.reload();
    await expect
      .poll(async () => minorUnits(await revenue.innerText()), { timeout: 10_000 })
      .toBe(before + 250_000);
    const row = page
      .getByRole('grid', { name: 'Milestones' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Invoiced');
  });

  test('the portfolio forecast filters in the URL and exports what it shows', async ({ page }) => {
    test.slow();
    await loginAs(page, 'admin');
    await page.goto('/projects/finances/forecast');
    await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/^\d+ projects, /)).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/finances/forecast?') && /[?&]status=\d/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Status Select…', exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Status' })
      .getByRole('option', { name: 'Active' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=\d/);
    const answer = (await (await filtered).json()) as {
      projects: { items: { project: { code: string } }[] };
    };
    const shown = answer.projects.items.map((row) => row.project.code);
    expect(shown.length).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Projects by month' });
    for (const code of shown) await expect(table).toContainText(code);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    // Every demo project the page shows is in the export (the export has no paging).
    // Projects other specs create meanwhile may be deleted between the two reads.
    const demoShown = shown.filter((code) => Number(code.replace('KEEL-', '')) <= 12);
    expect(demoShown.length).toBeGreaterThan(0);
    for (const code of demoShown) expect(csv).toContain(`${code},`);

    // The history page reads the same way, and a project opens its Financials tab.
    await page.goto('/projects/finances/history');
    await expect(page.getByText(/^\d+ projects, /)).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    const first = page.getByRole('table', { name: 'Projects by month' }).getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/projects\/\d+\/financials$/);
  });

  test('a stakeholder has no Financials tab', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    const id = await projectId(page, 'KEEL-001');
    await page.goto(`/projects/${id}/overview`);
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('tab', { name: 'Financials' })).toHaveCount(0);
  });
});
