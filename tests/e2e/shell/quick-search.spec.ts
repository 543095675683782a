import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

/** The type selector's options, by their accessible names. */
async function expectSearchTypes(page: Page, labels: string[]) {
  const radios = page.getByRole('radiogroup', { name: 'Search type' }).getByRole('radio');
  await expect(radios).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expect(radios.nth(index)).toHaveAccessibleName(label);
  }
}

function chooseType(page: Page, label: string) {
  return page
    .getByRole('radiogroup', { name: 'Search type' })
    .getByText(label, { exact: true })
    .click();
}

test.describe('Quick search (SPEC §2)', () => {
  test('Ctrl+K finds a project and Enter opens it', async ({ page, pageProblems }) => {
    await loginAs(page, 'admin');
    await page.goto('/tasks/mine/ongoing');
    await expect(page.getByRole('heading', { name: 'My Ongoing Tasks' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Global search' });
    await expect(input).toBeFocused();
    await chooseType(page, 'Projects');
    const searched = page.waitForRequest((r) => r.url().includes('/api/search?'));
    await input.fill('atlas');
    const url = new URL((await searched).url());
    expect(url.searchParams.get('search')).toBe('atlas');
    expect(url.searchParams.get('resultType')).toBe('1');
    const first = page.getByRole('option').first();
    await expect(first).toContainText(/atlas/i);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(pageProblems).toEqual([]);
  });

  test('Escape closes it, and opening again starts empty', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/browser');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Global search' });
    await input.fill('museum');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('changing the type searches again', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/tasks/mine/ongoing');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Global search' }).fill('museum');
    await expect(page.getByRole('option').first()).toBeVisible();
    const again = page.waitForRequest(
      (r) => r.url().includes('/api/search?') && r.url().includes('resultType=2'),
    );
    await chooseType(page, 'Quotes');
    await again;
  });

  test('offers All, Projects and Quotes to Ada Admin', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/browser');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expectSearchTypes(page, ['All', 'Projects', 'Quotes']);
  });

  test('offers Sam Stakeholder All and Projects only', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    await page.goto('/projects/browser');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expectSearchTypes(page, ['All', 'Projects']);
  });

  test('gives Max Member the search of his tasks to start a timer on, without types', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    // One of his ongoing tasks, to look for by a word of its name.
    const mine = await page.request.post('/api/tasks/query', {
      data: {
        filters: [
          { filterName: 'mine', intValue: 1 },
          { filterName: 'completion', intValue: 1 },
        ],
        page: 1,
        pageSize: 1,
      },
    });
    expect(mine.ok(), await mine.text()).toBe(true);
    const task = ((await mine.json()) as { items: { name: string }[] }).items[0];
    expect(task).toBeDefined();
    await page.goto('/timesheet');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Global search' });
    await expect(input).toBeFocused();
    // Neither projects nor quotes: no type to choose.
    await expect(page.getByRole('radiogroup', { name: 'Search type' })).toHaveCount(0);
    await input.fill(task!.name);
    // (Task names repeat between projects: each is offered with its project.)
    await expect(
      page
        .getByRole('option', { name: new RegExp(`^Start a timer on ${escape(task!.name)}`) })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
  });
});

/** `text` as a literal in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
