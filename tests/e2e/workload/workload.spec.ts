import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// Sign-ins, a grid of people x weeks, axe and writes: more than the default budget.
test.describe.configure({ timeout: 120_000 });

/** Four weeks from this week's Monday: enough for the demo's planned work, a small grid. */
const WORKLOAD = '/tasks/workload?weeks=4';

function mondayOf(date: Date): Date {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday;
}
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The accessible names of the cells of one column, by the row's name (the text before the comma). */
async function columnLabels(grid: Locator, col: string): Promise<Map<string, string>> {
  const labels = await grid
    .locator(`[role="gridcell"][data-cell$=":${col}"]`)
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  return new Map(labels.map((label) => [label.split(',')[0]!, label]));
}

/** "… 50 h allocated of 40 h capacity …" -> [50, 40]. */
function hoursOf(label: string | undefined): { allocated: number; capacity: number } {
  const match = /([\d.]+) h allocated of ([\d.]+) h capacity/.exec(label ?? '');
  return { allocated: Number(match?.[1] ?? NaN), capacity: Number(match?.[2] ?? NaN) };
}

async function openWorkload(page: Page): Promise<Locator> {
  await page.goto(WORKLOAD);
  await expect(page.getByRole('heading', { name: 'Workload', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Workload heat map' });
  await expect(grid).toBeVisible();
  return grid;
}

test.describe('Workload', () => {
  test('a project manager finds the over-allocated person, reassigns a task from the cell, and both rows change', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    const grid = await openWorkload(page);
    expect(await axeViolations(page)).toEqual([]);

    // The over-allocated person's cell says so in words; it has tasks behind it.
    const over = grid
      .getByRole('gridcell', { name: /over-allocated; .* [1-9]\d* tasks?$/ })
      .first();
    await expect(over).toBeVisible();
    await expect(over).toContainText('Over');
    const col = (await over.getAttribute('data-cell'))!.split(':')[1]!;
    const person = (await over.getAttribute('aria-label'))!.split(',')[0]!;
    const before = await columnLabels(grid, col);

    // The keyboard reaches it too: focus the cell and open it with Enter.
    await over.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${person}, `) });
    await expect(drawer).toBeVisible();
    const tasks = drawer.getByRole('list', { name: 'Tasks in this period' });
    // A task with work in this period (one without an estimate adds nothing to move).
    const first = tasks
      .getByRole('listitem')
      .filter({ hasNotText: /In this period\s*0 min/ })
      .first();
    const reassign = first.getByRole('button', { name: /^Reassign or reschedule / });
    const taskName = (await reassign.getAttribute('aria-label'))!.replace(
      'Reassign or reschedule ',
      '',
    );
    await reassign.click();
    const assignee = first.getByRole('combobox', { name: 'Assignee' });
    await expect(assignee).toHaveValue(person);
    await assignee.click();
    // Someone else who is in the grid, so their row can be watched.
    const options = await page.getByRole('option').allInnerTexts();
    const target = options
      .map((o) => o.split('\n')[0]!.trim())
      .find((name) => name !== person && before.has(name));
    expect(target, `a candidate in the grid among ${options.join(' | ')}`).toBeTruthy();
    await page
      .getByRole('option', { name: new RegExp(`^${target}`) })
      .first()
      .click();
    await expect(page.getByText(`${taskName} assigned to ${target}`)).toBeVisible();

    // The task left the cell, and the grid behind shows both rows changed.
    await expect(drawer.getByRole('link', { name: taskName, exact: true })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await expect(drawer).toBeHidden();
    await expect
      .poll(async () => hoursOf((await columnLabels(grid, col)).get(person)).allocated)
      .toBeLessThan(hoursOf(before.get(person)).allocated);
    await expect
      .poll(async () => hoursOf((await columnLabels(grid, col)).get(target!)).allocated)
      .toBeGreaterThan(hoursOf(before.get(target!)).allocated);
  });

  test('a team member sees only themself', async ({ page }) => {
    await loginAs(page, 'member');
    const grid = await openWorkload(page);
    const people = await grid
      .locator('[role="gridcell"]')
      .evaluateAll((cells) =>
        cells.map((c) => (c.getAttribute('aria-label') ?? '').split(',')[0]!),
      );
    const names = new Set(people.filter((n) => !n.endsWith('(subtotal)') && n !== 'Total'));
    expect([...names]).toEqual(['Max Member']);
    await expect(page.getByRole('button', { name: 'Earlier' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an administrator adds a holiday and the capacity drops, then deletes it', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    // A Wednesday in the coming weeks with no holiday yet.
    const thisMonday = mondayOf(new Date());
    const taken = new Set<string>();
    for (const year of new Set([thisMonday.getUTCFullYear(), thisMonday.getUTCFullYear() + 1])) {
      const response = await page.request.get(`/api/holidays?year=${year}`);
      expect(response.status()).toBe(200);
      for (const h of (await response.json()) as { date: string }[]) taken.add(h.date);
    }
    let week = 1;
    let day = new Date(thisMonday);
    for (; week < 4; week += 1) {
      day = new Date(thisMonday);
      day.setUTCDate(day.getUTCDate() + week * 7 + 2);
      if (!taken.has(iso(day))) break;
    }
    expect(week, 'a free Wednesday in the next three weeks').toBeLessThan(4);
    const date = iso(day);
    const col = String(week);

    const grid = await openWorkload(page);
    const before = hoursOf((await columnLabels(grid, col)).get('Total')).capacity;
    expect(before).toBeGreaterThan(0);

    await page.goto(`/management/timesheet/holidays?year=${date.slice(0, 4)}`);
    await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add holiday' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add holiday' });
    const name = `Founders day ${Date.now().toString(36)}`;
    await dialog.getByRole('spinbutton', { name: /^day/ }).click();
    await page.keyboard.type(`${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();

    await openWorkload(page);
    await expect
      .poll(async () => hoursOf((await columnLabels(grid, col)).get('Total')).capacity)
      .toBeLessThan(before);

    // Deleting it gives the day back.
    await page.goto(`/management/timesheet/holidays?year=${date.slice(0, 4)}`);
    await page.getByRole('button', { name: new RegExp(`^Delete ${name}`) }).click();
    await page.getByRole('button', { name: 'Delete holiday' }).click();
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
    await openWorkload(page);
    await expect
      .poll(async () => hoursOf((await columnLabels(grid, col)).get('Total')).capacity)
      .toBe(before);
  });
});
