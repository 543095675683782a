import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// These flows sign in, create a quote and run axe on several pages.
test.describe.configure({ timeout: 90_000 });

interface Summary {
  id: number;
  name: string;
  metaTypeId: number;
}

interface QuoteRead {
  id: number;
  number: string;
  metaTypeId: number;
  version: number;
  lineItems: unknown[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Quote lists', () => {
  test('finance starts a quote from a template and finds it on the standard, type and archive lists', async ({
    page,
  }) => {
    await loginAs(page, 'finance');
    const stamp = Date.now().toString(36);
    // A template of our own (the run may share the server with others' data).
    const created = await page.request.post('/api/quote-templates', {
      data: {
        name: `Kiosk rollout ${stamp}`,
        metaTypeId: 2,
        lineItems: [
          {
            section: 'Build',
            description: 'Kiosk app',
            role: 'Developer',
            minutes: 600,
            rate: 9000,
          },
          {
            section: 'Build',
            description: 'Installation',
            role: 'Engineer',
            minutes: 240,
            rate: 8000,
            expenses: 15000,
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const template = (await created.json()) as Summary & { lineItems: unknown[] };
    const name = `Harbour kiosk ${stamp}`;

    await page.goto('/quotes/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill(template.name);
    const templateRow = page.getByRole('row', { name: new RegExp(escape(template.name)) });
    await expect(templateRow).toHaveCount(1);
    await expect(templateRow).toContainText('Change request');
    expect(await axeViolations(page)).toEqual([]);

    // New quote from the standard list, started from the template.
    await page.goto('/quotes');
    await page.getByRole('button', { name: 'New quote' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New quote' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Client' }).fill('Harbour Board');
    await dialog.getByRole('button', { name: /Start from$/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${escape(template.name)}`) }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create quote' }).click();
    await expect(page).toHaveURL(/\/quotes\/\d+$/);
    const id = Number(/\/quotes\/(\d+)$/.exec(page.url())![1]);

    const read = await page.request.get(`/api/quotes/${id}`);
    expect(read.status()).toBe(200);
    const quote = (await read.json()) as QuoteRead;
    // The template's lines and meta type came along.
    expect(quote.lineItems).toHaveLength(2);
    expect(quote.metaTypeId).toBe(template.metaTypeId);

    // The standard list finds it by search, as a draft.
    await page.goto('/quotes');
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(name);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row', { name: new RegExp(escape(name)) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(quote.number);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Harbour Board');
    expect(await axeViolations(page)).toEqual([]);

    // Another owner's quotes leave it out; clearing the filter brings it back.
    await page.getByRole('button', { name: /Owner$/ }).click();
    await page.getByRole('option', { name: /^Pat Manager/ }).click();
    await expect(page).toHaveURL(/ownerId=\d+/);
    await expect(page.getByText('No quotes match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Owner' }).click();
    await expect(row).toHaveCount(1);

    // The status chips narrow it away and back.
    await page.getByRole('row', { name: 'Sent' }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(page.getByText('No quotes match')).toBeVisible();
    await page.getByRole('row', { name: '✓ Sent' }).click();
    await expect(row).toHaveCount(1);

    // Its meta type's list has it too.
    await page.goto(`/quotes/type-${quote.metaTypeId}?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row', { name: new RegExp(escape(name)) })).toHaveCount(1);

    // Archived, it leaves the standard list for the archive.
    const archived = await page.request.put(`/api/quotes/${id}/archive`, {
      data: { version: quote.version, archived: true },
    });
    expect(archived.status()).toBe(200);
    await page.goto(`/quotes?search=${encodeURIComponent(name)}`);
    await expect(page.getByText('No quotes match')).toBeVisible();
    await page.goto(`/quotes/archive?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(escape(name)) })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'New quote' })).toHaveCount(0);
  });

  test('a project manager opens My Quotes and sees only quotes Pat owns', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/quotes');
    await page
      .getByRole('navigation', { name: 'Quotes' })
      .getByRole('link', { name: 'My Quotes' })
      .click();
    await expect(page).toHaveURL('/quotes/my-quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'My Quotes' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'My Quotes' });
    await expect(table).toBeVisible();
    // Every row (header row aside) is Pat's, or the list says it is empty.
    const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    const count = await rows.count();
    if (count === 0) await expect(page.getByText('You own no quotes')).toBeVisible();
    for (let i = 0; i < count; i += 1) await expect(rows.nth(i)).toContainText('Pat Manager');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a team member has no Quotes entry and gets the unauthorized page', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/timesheet');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }),
    ).toHaveCount(0);
    for (const path of ['/quotes', '/quotes/my-quotes', '/quotes/archive', '/quotes/templates']) {
      await page.goto(path);
      await expect(page).toHaveURL('/unauthorized');
    }
  });
});
