import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** A project of the pm's with a budget of €10,000.00 and 100 h, through the API. */
async function createProject(page: Page, name: string): Promise<{ id: number }> {
  const response = await page.request.post('/api/projects', {
    data: {
      name,
      status: 'active',
      currency: 'EUR',
      budgetAmount: 1_000_000,
      budgetMinutes: 6_000,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

test.describe('Project scope', () => {
  test('approving a change request moves the budget and shows it in the history', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const suffix = Date.now().toString(36);
    const project = await createProject(page, `Scope e2e ${suffix}`);
    await page.goto(`/projects/${project.id}/scopes`);

    const budget = page.getByRole('region', { name: 'Budget' });
    await expect(budget.getByTestId('budget-amount')).toHaveText('€10,000.00');
    await expect(budget.getByTestId('budget-hours')).toHaveText('100 h');

    // A new change request, through the dialog.
    const title = `Offline maps ${suffix}`;
    await page.getByRole('button', { name: 'New change request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New change request' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Effort (hours)' }).fill('12.5');
    await dialog.getByRole('textbox', { name: 'Price impact (EUR)' }).fill('1500');
    await dialog.getByRole('textbox', { name: 'Requested by' }).fill('Client CTO');
    await dialog.getByRole('button', { name: 'Add change request' }).click();
    await expect(page.getByText(`${title} added`)).toBeVisible();

    const open = page.getByRole('region', { name: 'Open change requests' });
    await expect(open.getByRole('row', { name: new RegExp(title) })).toContainText('Proposed');
    await expect(open).toContainText('1 item · 12.5 h · €1,500.00');
    expect(await axeViolations(page)).toEqual([]);

    // Approve it with a note.
    await open.getByRole('button', { name: `Approve ${title}` }).click();
    const decision = page.getByRole('dialog', { name: `Approve ${title}?` });
    await expect(decision).toContainText('it becomes 112.5 h and €11,500.00');
    await decision.getByRole('textbox', { name: 'Decision note' }).fill('Change order CO-7 signed');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${title} approved; the budget was updated`)).toBeVisible();

    // The budget moved; its history says why; the request is decided now.
    await expect(budget.getByTestId('budget-amount')).toHaveText('€11,500.00');
    await expect(budget.getByTestId('budget-hours')).toHaveText('112.5 h');
    const history = budget.getByRole('grid', { name: 'Budget history' });
    await expect(history).toContainText(`Change request approved: ${title}`);
    const approval = history.getByRole('row', { name: new RegExp(title) });
    await expect(approval).toContainText('+€1,500.00 · +12.5 h');
    await expect(approval).toContainText('€11,500.00 · 112.5 h');
    const decided = page.getByRole('region', { name: 'Decided change requests' });
    const row = decided.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Change order CO-7 signed');
    await expect(open.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

    // Delivered; an approved change cannot be deleted (no delete button).
    await expect(decided.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await decided.getByRole('button', { name: `Mark ${title} delivered` }).click();
    await expect(page.getByText(`${title} delivered`)).toBeVisible();
    await expect(row).toContainText('Delivered');

    // The project's own budget figure follows.
    const stored = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as {
      budget: { amount: number };
      budgetMinutes: number;
    };
    expect(stored.budget.amount).toBe(1_150_000);
    expect(stored.budgetMinutes).toBe(6_750);
  });

  test('members read the scope without prices and cannot change it', async ({ page }) => {
    // The pm finds KEEL-001's id (members do not browse projects).
    await loginAs(page, 'pm');
    const projects = (await (
      await page.request.post('/api/projects/query', { data: {} })
    ).json()) as { items: Array<{ id: number; code: string }> };
    const keel001 = projects.items.find((p) => p.code === 'KEEL-001');
    await loginAs(page, 'member');
    expect(keel001).toBeDefined();
    await page.goto(`/projects/${keel001?.id}/scopes`);
    const baseline = page.getByRole('region', { name: 'Baseline' });
    await expect(baseline.getByRole('row', { name: /Card management/ })).toContainText('Approved');
    await expect(page.getByRole('region', { name: 'Budget' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New change request' })).toHaveCount(0);
    await expect(baseline.getByRole('columnheader', { name: 'Price' })).toHaveCount(0);
  });
});
