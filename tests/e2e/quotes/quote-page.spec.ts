import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * The quote page (issue 14, items 3 and 6): Finance builds a quote's lines
 * by keyboard and sees the totals, freezes a revision, changes a line,
 * freezes another, compares the two, sends and accepts it; a project
 * manager sees the price but no cost or margin; the print view shows the
 * quote without the shell or controls. The quote is this spec's own.
 */

const NAME = `Keyboard quote ${Date.now()}`;

/**
 * Presses a button from the keyboard: success snackbars may cover it for a
 * moment, and the page's keyboard path is what this spec is about anyway.
 */
async function press(page: Page, name: string, exact = false) {
  const button = page.getByRole('button', { name, exact });
  // As a click would: a button still disabled by the previous move (its save pending) takes no
  // focus, and the Enter would go elsewhere.
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Types into the focused grid cell: a printable key opens its editor, Tab commits and moves on. */
async function typeLine(page: Page, cells: string[]) {
  for (const [i, text] of cells.entries()) {
    if (text) await page.keyboard.type(text);
    if (i < cells.length - 1) await page.keyboard.press('Tab');
  }
}

test('a quote built by keyboard, revised, compared, sent and accepted', async ({
  page,
  browser,
  baseURL,
}) => {
  // One long story (two revisions, a comparison, two accounts, two axe runs).
  test.setTimeout(120_000);
  await loginAs(page, 'finance');
  const created = await page.request.post('/api/quotes', {
    data: { name: NAME, client: 'Acme Foods' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, number } = (await created.json()) as { id: number; number: string };

  await page.goto(`/quotes/${id}`);
  // The first visit loads the page's chunks: allow for a busy machine.
  await expect(page.getByRole('heading', { name: `${number} · ${NAME}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Ctrl\+Enter \(⌘\+Enter\) adds a line below/)).toBeVisible();

  // Three lines by keyboard: the first from "Add line", the others with Ctrl+Enter.
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('gridcell').first()).toBeFocused();
  await typeLine(page, ['Build', 'Design workshop', 'Designer', '8', '120', '50']);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Line 2 added')).toBeAttached();
  await typeLine(page, ['Build', 'API', 'Developer', '16', '100']);
  await page.keyboard.press('Control+Enter');
  await typeLine(page, ['Test', 'QA', 'Tester', '4.5', '80']);
  await page.keyboard.press('Enter');

  const grid = page.getByRole('grid', { name: 'Line items' });
  await expect(grid.getByRole('row')).toHaveCount(4);
  // 8 h × 120 + 16 h × 100 + 4.5 h × 80 = 2,920 labour, 50 expenses.
  await expect(page.getByTestId('quote-total')).toHaveText('€2,970.00');
  await press(page, 'Save changes');
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByRole('textbox', { name: 'Revision note' }).fill('First offer');
  await press(page, 'Freeze revision');
  const timeline = page.getByRole('list', { name: 'Revisions, newest first' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline).toContainText('Revision 1');
  await expect(timeline).toContainText('First offer');

  // Change a line: 16 h of API work become 20 h.
  await grid.getByRole('gridcell', { name: '16 h' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Hours, line 2' }).fill('20');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quote-total')).toHaveText('€3,370.00');
  await press(page, 'Save changes');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('textbox', { name: 'Revision note' }).fill('More API work');
  await press(page, 'Freeze revision');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);

  // Compare the two revisions side by side.
  await press(page, 'Compare', true);
  const diff = page.getByRole('dialog', { name: 'Revision 1 compared with revision 2' });
  await expect(diff).toBeVisible();
  await expect(diff.getByText('Changed: hours, labour').first()).toBeVisible();
  await expect(diff.getByText('0 added, 0 removed, 1 changed, 2 unchanged.')).toBeVisible();
  await expect(diff.getByRole('row', { name: /^Total/ })).toContainText('+€400.00');
  await page.keyboard.press('Escape');
  await expect(diff).toBeHidden();

  // Send, then accept: the latest revision becomes the accepted one.
  await press(page, 'Mark as sent');
  await expect(page.getByRole('button', { name: 'Accept revision 2' })).toBeVisible();
  await press(page, 'Accept revision 2');
  await expect(page.getByTestId('accepted-revision')).toHaveText('Accepted revision: 2');
  await expect(timeline.getByRole('listitem').first()).toContainText('Accepted');

  expect(await axeViolations(page)).toEqual([]);

  // Paper: the quote and its total, never the shell, the controls or the cost.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('quote-total')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${number} · ${NAME}` })).toBeVisible();
  await expect(page.getByText('Prepared for Acme Foods.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print / PDF' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByText('Cost and margin')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A project manager sees the price, not the cost or margin.
  const pmContext = await browser.newContext({ baseURL });
  try {
    const pmPage = await pmContext.newPage();
    await loginAs(pmPage, 'pm');
    await pmPage.goto(`/quotes/${id}`);
    // A new context loads the page's chunks again: allow for a busy machine.
    await expect(pmPage.getByTestId('quote-total')).toHaveText('€3,370.00', { timeout: 20_000 });
    const totals = pmPage.getByRole('definition').filter({ hasText: /./ });
    await expect(totals.first()).toBeVisible();
    await expect(pmPage.getByText(/^(Cost|Margin|Cost and margin)$/)).toHaveCount(0);
    expect(await axeViolations(pmPage)).toEqual([]);
  } finally {
    await pmContext.close();
  }
});

test('duplicate, archive and restore, delete; a template opens without status or revisions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'finance');
  const name = `Copy source ${Date.now()}`;
  const created = await page.request.post('/api/quotes', {
    data: {
      name,
      client: 'Harbour Ltd',
      lineItems: [{ section: 'Run', description: 'Support', role: '', minutes: 120, rate: 5_000 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/quotes/${id}`);
  await expect(page.getByTestId('quote-total')).toHaveText('€100.00', { timeout: 20_000 });

  // Duplicate opens the copy, with the same lines.
  await press(page, 'Duplicate');
  await expect(
    page.getByRole('heading', { name: new RegExp(`${name} \\(copy\\)$`) }),
  ).toBeVisible();
  expect(page.url()).not.toMatch(new RegExp(`/quotes/${id}$`));
  await expect(page.getByTestId('quote-total')).toHaveText('€100.00');

  // Archive makes it read-only until restored.
  await press(page, 'Archive');
  await expect(page.getByText('This quote is archived and read-only.')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Line items' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await press(page, 'Restore');
  await expect(page.getByRole('grid', { name: 'Line items' })).toBeVisible();

  // Delete asks first, then goes back to the list.
  await press(page, 'Delete', true);
  const confirm = page.getByRole('alertdialog', { name: 'Delete this quote?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/quotes$/);

  // A template: same page, saved through the template endpoints, without status or revisions.
  const template = await page.request.post('/api/quote-templates', {
    data: { name: `Template ${Date.now()}`, lineItems: [{ minutes: 60, rate: 9_000 }] },
  });
  expect(template.status(), await template.text()).toBe(201);
  const { id: templateId } = (await template.json()) as { id: number };
  await page.goto(`/quotes/${templateId}?template=1`);
  await expect(page.getByRole('heading', { name: /^Template: / })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Revisions' })).toHaveCount(0);
  await expect(page.getByLabel('Quote date')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Notes' }).fill('For small support retainers');
  await press(page, 'Save changes');
  await expect(page.getByText('All changes saved')).toBeVisible();
  const saved = await page.request.get(`/api/quote-templates/${templateId}`);
  expect(((await saved.json()) as { notes: string }).notes).toBe('For small support retainers');

  // A new quote from it opens as a draft with its lines.
  await press(page, 'New quote from template');
  await expect(page.getByRole('heading', { name: /^Q-\d{4}-\d{4} · Template / })).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText('€90.00');
  expect(await axeViolations(page)).toEqual([]);
});
