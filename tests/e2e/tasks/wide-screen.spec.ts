import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

/*
 * At 1440 × 900 (the shell's rail and 260 px panel beside the page) nothing a user must read is
 * cut: the Due column's "· Overdue", the board's last column, the latest status table. And the
 * board's keyboard hint names the keys that really move a card, whose drop places are read out
 * with their column.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function createProject(page: Page, name: string): Promise<{ id: number; code: string }> {
  const response = await page.request.post('/api/projects', { data: { name, status: 'active' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; code: string };
}

async function createTask(
  page: Page,
  data: { projectId: number; name: string; dueDate?: string },
): Promise<{ id: number }> {
  const response = await page.request.post('/api/tasks', { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Elements under `root` (itself included) whose content is wider or taller than their box while it clips. */
function clippedParts(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const cut: string[] = [];
    for (const part of [el, ...el.querySelectorAll('*')]) {
      const style = getComputedStyle(part);
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (!clips || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1) {
        cut.push(
          `${part.tagName} "${(part.textContent ?? '').slice(0, 40)}" ${part.scrollWidth}x${part.scrollHeight} in ${part.clientWidth}x${part.clientHeight}`,
        );
      }
    }
    return cut;
  });
}

/** Whether `inner`'s box lies within `outer`'s (1 px slack for subpixel edges). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('At 1440 px', () => {
  test('the Due column shows "· Overdue" whole, within its cell and the table', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Lighthouse repaint');
    await createTask(page, {
      projectId: project.id,
      name: 'Scrape the tower',
      dueDate: '2020-01-15',
    });
    await page.goto(`/projects/${project.id}/tasks/list`);
    const table = page.getByRole('treegrid').or(page.getByRole('grid')).first();
    const row = table.getByRole('row', { name: /Scrape the tower/ });
    const overdue = row.getByText('15 Jan 2020 · Overdue');
    await expect(overdue).toBeVisible();
    const cell = row.getByRole('gridcell').filter({ hasText: '· Overdue' });
    await expectInside(overdue, cell);
    await expectInside(overdue, table);
    expect(await clippedParts(cell)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the board scrolls sideways inside itself with a shown scrollbar, and its Done column comes fully into view', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Slipway survey');
    await createTask(page, { projectId: project.id, name: 'Measure the rails' });
    await page.goto(`/projects/${project.id}/tasks/board`);
    const board = page.getByRole('group', { name: `Task board of ${project.code}` });
    await expect(board.getByRole('grid', { name: 'To do' }).getByRole('row')).toHaveCount(1);

    // The columns do not fit: the board (not the page) scrolls, and says so with its scrollbar.
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const scroll = await board.evaluate((el) => ({
      overflowX: getComputedStyle(el).overflowX,
      scrollable: el.scrollWidth > el.clientWidth,
      // A styled scrollbar is always drawn (never an overlay that hides until one scrolls).
      styledScrollbar: [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            [...el.classList].some((name) => rule.selectorText === `.${name}::-webkit-scrollbar`) &&
            parseFloat(rule.style.height) >= 8,
        ),
      ),
    }));
    expect(scroll).toEqual({ overflowX: 'auto', scrollable: true, styledScrollbar: true });

    const done = board.getByRole('heading', { name: 'Done', exact: true });
    await done.scrollIntoViewIfNeeded();
    await expectInside(done, board);
    const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    const box = (await done.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await clippedParts(done)).toEqual([]);
    await expect(board.getByRole('grid', { name: 'Done' })).toBeInViewport({ ratio: 0.9 });
  });

  test('the latest status table cuts no cell', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/status/latest');
    const table = page.getByRole('grid', { name: 'Latest status reports' });
    // The demo workspace publishes reports of two projects (other specs may publish more).
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    for (const header of await table.getByRole('columnheader').all()) {
      await expectInside(header, table);
    }
    for (const cell of await table.getByRole('rowheader').or(table.getByRole('gridcell')).all()) {
      await expectInside(cell, table);
      expect(await clippedParts(cell)).toEqual([]);
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('Task board keyboard', () => {
  test('the keys of the hint move a card to another column, whose drop places carry its name', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Dock gate overhaul');
    const grease = await createTask(page, { projectId: project.id, name: 'Grease the hinges' });
    await page.goto(`/projects/${project.id}/tasks/board`);
    const board = page.getByRole('group', { name: `Task board of ${project.code}` });
    const todo = board.getByRole('grid', { name: 'To do' });
    const progress = board.getByRole('grid', { name: 'In progress' });
    await expect(todo.getByRole('row')).toHaveCount(1);

    const hint =
      'Drag a card by its handle, or with the keyboard: focus a card, press Right Arrow then Enter to pick it up, Tab or Shift+Tab to go to another column, Up or Down Arrow to choose the place, Enter to drop it there (Escape cancels).';
    await expect(page.getByText(hint)).toBeVisible();

    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/tasks/${grease.id}/placement`) && r.request().method() === 'PUT',
    );
    // Exactly the hint's keys: Right Arrow, Enter, Tab (next column), Enter.
    await todo.getByRole('row', { name: 'Grease the hinges' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(focusedName).toMatch(/^Drop in To do/);
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toBe('Drop in In progress');
    // The place is announced as read out by screen readers: its name is on the focused element.
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(progress.getByRole('row', { name: 'Grease the hinges' })).toBeVisible();
    await expect(todo.getByRole('row', { name: 'Grease the hinges' })).toHaveCount(0);

    const task = (await (await page.request.get(`/api/tasks/${grease.id}`)).json()) as {
      status: string;
    };
    expect(task.status).toBe('inProgress');
    await page.reload();
    await expect(progress.getByRole('row', { name: 'Grease the hinges' })).toBeVisible();

    // Among cards, a place says its column and its neighbour.
    await createTask(page, { projectId: project.id, name: 'Paint the gate' });
    await page.reload();
    await expect(todo.getByRole('row')).toHaveCount(1);
    await todo.getByRole('row', { name: 'Paint the gate' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(focusedName).toMatch(/^Drop in To do/);
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toBe('Drop in In progress');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedName).toMatch(/^Drop in In progress, .*Grease the hinges$/);
    await page.keyboard.press('Escape');
    await expect(todo.getByRole('row', { name: 'Paint the gate' })).toBeVisible();
  });
});
