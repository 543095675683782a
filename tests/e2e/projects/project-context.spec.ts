import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

test.describe('Project context and overview', () => {
  test('the project header names the project and offers the tabs the manager may open', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/1');
    await expect(page).toHaveURL(/\/projects\/1\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('KEEL-001')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Project sections' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'RAG status' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a later tab opens inside the project, under its header', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/1/overview');
    await page.getByRole('tab', { name: 'Financials' }).click();
    await expect(page).toHaveURL(/\/projects\/1\/financials$/);
    await expect(page.getByText('Actual to date', { exact: true })).toBeVisible();
    await expect(page.getByText('KEEL-001')).toBeVisible();
    await expect(
      page
        .getByRole('tablist', { name: 'Project sections' })
        .getByRole('tab', { name: 'Financials' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('the manager edits the RAG in place and the change joins the history', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/2/overview');
    const rag = page.getByRole('region', { name: 'RAG status' });
    await rag.getByRole('button', { name: 'Edit RAG' }).click();
    await rag.getByRole('button', { name: /Schedule status/ }).click();
    await page.getByRole('option', { name: 'Red' }).click();
    await rag.getByRole('textbox', { name: 'Schedule comment' }).fill('Supplier slipped two weeks');
    expect(await axeViolations(page)).toEqual([]);
    await rag.getByRole('button', { name: 'Save RAG' }).click();
    await expect(page.getByText('RAG saved')).toBeVisible();
    await expect(rag.getByRole('row', { name: /Schedule/ })).toContainText(
      'Supplier slipped two weeks',
    );
    await expect(rag.getByRole('row', { name: /Schedule/ })).toContainText('Red');
    await expect(
      page.getByRole('list', { name: 'RAG changes' }).getByRole('listitem').first(),
    ).toContainText('Pat Manager');
  });
});
