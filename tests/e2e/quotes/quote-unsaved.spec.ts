import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * The quote grid's stumbles of issue 27: unsaved edits are not lost silently when the user
 * leaves the page, and a new line's section copied from the line above is replaced, not
 * appended to, when the user presses Enter and types (a "DesignBuild" section became a
 * milestone name). Each test works on a quote of its own.
 */

async function newQuote(page: Page, name: string): Promise<{ id: number; number: string }> {
  const created = await page.request.post('/api/quotes', {
    data: { name: `${name} ${Date.now().toString(36)}`, client: 'Acme Foods' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; number: string };
}

const rail = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('leaving a quote with unsaved grid edits asks first; staying keeps them, leaving drops them', async ({
  page,
}) => {
  test.slow();
  await loginAs(page, 'finance');
  const quote = await newQuote(page, 'Unsaved quote');
  await page.goto(`/quotes/${quote.id}`);
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.keyboard.type('Design');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Workshop');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A link of the shell: the page asks instead of dropping the edits.
  await rail(page).getByRole('link', { name: 'Projects' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(`${quote.number} has changes that are not saved`);
  expect(await axeViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  const grid = page.getByRole('grid', { name: 'Line items' });
  await expect(grid.getByRole('gridcell', { name: 'Workshop' })).toBeVisible();

  // An edit still open in a cell counts too.
  await grid.getByRole('gridcell', { name: 'Workshop' }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Kick-off');
  await rail(page).getByRole('link', { name: 'Projects' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/quotes/${quote.id}$`));

  // Nothing was saved; a saved quote leaves without a question.
  await page.goto(`/quotes/${quote.id}`);
  await expect(page.getByText('No line items yet. Add a line to start pricing.')).toBeVisible();
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.keyboard.type('Build');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await rail(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await expect(ask).toHaveCount(0);
});

test('a new line takes the section above, and Enter then typing replaces it', async ({ page }) => {
  await loginAs(page, 'finance');
  const quote = await newQuote(page, 'Sections quote');
  await page.goto(`/quotes/${quote.id}`);
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.keyboard.type('Design');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Workshop');
  await page.keyboard.press('Enter');

  await page.keyboard.press('Control+Enter');
  const grid = page.getByRole('grid', { name: 'Line items' });
  const sectionOf = (line: number) => grid.getByRole('row').nth(line).getByRole('gridcell').first();
  await expect(sectionOf(2)).toHaveText('Design');
  await expect(sectionOf(2)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Build');
  await page.keyboard.press('Enter');
  await expect(sectionOf(2)).toHaveText('Build');
  await expect(sectionOf(1)).toHaveText('Design');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const saved = (await (await page.request.get(`/api/quotes/${quote.id}`)).json()) as {
    lineItems: { section: string }[];
  };
  expect(saved.lineItems.map((line) => line.section)).toEqual(['Design', 'Build']);
});
