import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

/*
 * The approvals inbox (issue 30 item 2): Pat, who leads Max's team, approves
 * two of Max's weeks from /timesheet/approvals with the keyboard alone. The
 * weeks are two of 2019 that the administrator submits for Max first (an
 * approver may submit a week for someone whose time they may write), so the
 * demo's own submitted weeks, which other specs read, stay as they are: the
 * inbox lists the oldest week first, so the two come first.
 */

const WEEKS = ['2019-01-07', '2019-01-14'];

/** Presses Tab (or Shift+Tab) until the focus is on what `isThere` looks for. */
async function tabTo(page: Page, isThere: () => Promise<boolean>, backwards = false) {
  for (let i = 0; i < 30; i++) {
    if (await isThere()) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('The focus never got there by keyboard');
}

test('a team lead approves two weeks from the inbox with the keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The administrator submits two of Max's weeks of 2019.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await loginAs(adminPage, 'admin');
  const users = await adminPage.request.get('/api/admin/users?search=member%40example.com');
  expect(users.status()).toBe(200);
  const maxId = (
    (await users.json()) as { items: Array<{ id: number; email: string }> }
  ).items.find((u) => u.email === 'member@example.com')?.id;
  expect(maxId).toBeDefined();
  for (const week of WEEKS) {
    const submitted = await adminPage.request.post(`/api/timesheet/weeks/${maxId}/${week}/submit`, {
      data: { version: null },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
  }

  await loginAs(page, 'pm');
  await page.goto('/timesheet');
  await page.getByRole('link', { name: 'Approvals' }).click();
  await expect(page).toHaveURL(/\/timesheet\/approvals/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Weeks to decide' });
  // A row is named by its person and its week.
  const rowOf = (days: string) => table.getByRole('row', { name: `Max Member ${days}` });
  const first = rowOf('7 Jan 2019 – 13 Jan 2019');
  const second = rowOf('14 Jan 2019 – 20 Jan 2019');
  await expect(first).toContainText('Max Member');
  await expect(second).toContainText('Max Member');

  // Into the table by Tab: the focus lands on the first (oldest) week; Space chooses it,
  // Down moves to the next, Space chooses it too.
  await tabTo(page, () => table.evaluate((grid) => grid.contains(document.activeElement)));
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 weeks chosen.')).toBeVisible();

  // Back to "Approve chosen" (before the table), and Enter.
  const approve = page.getByRole('button', { name: 'Approve chosen' });
  await tabTo(page, () => approve.evaluate((button) => button === document.activeElement), true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 weeks approved')).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(second).toHaveCount(0);

  for (const week of WEEKS) {
    const stored = await adminPage.request.get(`/api/timesheet/weeks/${maxId}/${week}`);
    expect(await stored.json()).toMatchObject({
      status: 'approved',
      decidedBy: { name: 'Pat Manager' },
    });
  }
  // The demo's two weeks still wait for Pat.
  await expect(table.getByRole('row', { name: /^Max Member / })).toHaveCount(2);
  await admin.close();
});
