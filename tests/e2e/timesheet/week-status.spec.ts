import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

/*
 * The status bar of /timesheet belongs to the week and person shown. The demo's dates
 * (demo-timesheets.ts): the member's week two Mondays back is approved by the
 * administrator, last week is submitted. Nothing is written: the week actions pressed
 * here are intercepted and answered 409, after their address is recorded.
 */

function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every week status bar on the page (one Callout per shown week). */
const statusBars = (page: Page) => page.getByRole('status').filter({ hasText: /week (is|was) / });

test('the week status bar follows the week and the person shown, and acts on them only', async ({
  page,
}) => {
  test.slow();
  const thisMonday = mondayOf(new Date());
  const approvedWeek = addDays(thisMonday, -14);
  const submittedWeek = addDays(thisMonday, -7);
  const actions: string[] = [];
  await page.route('**/api/timesheet/weeks/*/*/*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    actions.push(new URL(route.request().url()).pathname);
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Intercepted by the test' }),
    });
  });

  await loginAs(page, 'admin');
  await page.goto(`/timesheet?week=${thisMonday}`);
  await expect(statusBars(page)).toHaveCount(1);
  await expect(statusBars(page)).toContainText('This week is open');

  // Own weeks back and forth: one bar each time, the week's own.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${submittedWeek}`));
  await expect(statusBars(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${thisMonday}`));
  await expect(statusBars(page)).toHaveCount(1);

  // Max's week: the administrator's own "Submit week" does not stay behind.
  await page.getByRole('button', { name: /Timesheet of/ }).click();
  await page.getByRole('option', { name: 'Max Member' }).click();
  await expect(page).toHaveURL(/user=\d+/);
  const maxId = Number(new URL(page.url()).searchParams.get('user'));
  await expect(statusBars(page)).toHaveCount(1);
  await expect(statusBars(page)).toContainText("Max Member's week");

  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${approvedWeek}`));
  await expect(statusBars(page)).toHaveCount(1);
  await expect(statusBars(page)).toContainText("Max Member's week was approved");
  // An approved week offers only Reopen, and for Max's shown week.
  await expect(page.getByRole('button', { name: 'Submit week' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await statusBars(page).getByRole('button', { name: 'Reopen' }).click();
  await expect
    .poll(() => actions)
    .toEqual([`/api/timesheet/weeks/${maxId}/${approvedWeek}/reopen`]);

  // Max's submitted week: one bar, its decision for that week.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${submittedWeek}`));
  await expect(statusBars(page)).toHaveCount(1);
  await expect(statusBars(page)).toContainText("Max Member's week was submitted");
  await expect(page.getByRole('button', { name: 'Submit week' })).toHaveCount(0);
  await statusBars(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect
    .poll(() => actions)
    .toEqual([
      `/api/timesheet/weeks/${maxId}/${approvedWeek}/reopen`,
      `/api/timesheet/weeks/${maxId}/${submittedWeek}/approve`,
    ]);
});
