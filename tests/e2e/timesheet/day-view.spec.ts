import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs, type DemoAccount } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * A phone is enough to log a day (issue 30, item 4): below 600 px the
 * timesheet shows one day at a time, entries are added and changed in a
 * bottom sheet, and no timesheet page scrolls sideways at 390 px.
 *
 * Data rules: the member's week of 2028-02-07 only (no other spec writes
 * it); its entries are deleted before and after. The running timer is left
 * alone (timer.spec.ts owns it): its bar is only measured when it shows.
 */
const WEEK = '2028-02-07';

test.use({ viewport: { width: 390, height: 844 } });

interface Entry {
  id: number;
  version: number;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Deletes the caller's entries of the week (each with its version). */
async function clearWeek(request: APIRequestContext, weekStart: string): Promise<void> {
  const response = await request.get(
    `/api/timesheet/entries?from=${weekStart}&to=${addDays(weekStart, 6)}`,
  );
  expect(response.ok()).toBe(true);
  for (const entry of ((await response.json()) as { items: Entry[] }).items) {
    const deleted = await request.delete(
      `/api/timesheet/entries/${entry.id}?version=${entry.version}`,
    );
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
}

/**
 * Nothing scrolls sideways: not the document, not the shell's main region (a
 * table may scroll inside its own container), and the running timer's bar,
 * when one runs, lies within the screen.
 */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main');
    const bar = document.querySelector('section[aria-label="Running timer"]');
    return {
      document: document.documentElement.scrollWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      timerRight: bar ? Math.ceil(bar.getBoundingClientRect().right) : 0,
    };
  });
  expect(widths.document, `${where}: the page's width`).toBeLessThanOrEqual(390);
  expect(widths.main, `${where}: the main region's sideways scroll`).toBeLessThanOrEqual(0);
  expect(widths.timerRight, `${where}: the running timer's bar`).toBeLessThanOrEqual(390);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const total = (page: Page, term: 'Day total' | 'Week total') =>
  page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** Logs time in the sheet: what it is on (a timesheet task), the duration. */
async function logInSheet(page: Page, on: string, duration: string): Promise<void> {
  await page.getByRole('button', { name: 'Add entry' }).click();
  const sheet = page.getByRole('dialog', { name: 'Log time' });
  await expect(sheet).toBeVisible();
  const picker = sheet.getByRole('combobox', { name: /Logged on/ });
  await picker.fill(on);
  await page
    .getByRole('option', { name: new RegExp(`^${on}`) })
    .filter({ hasText: 'Timesheet task' })
    .click();
  await sheet.getByRole('textbox', { name: /Duration/ }).fill(duration);
  await sheet.getByRole('button', { name: 'Log time' }).click();
  await expect(sheet).toBeHidden();
}

test.describe('The timesheet on a phone', () => {
  test.describe.configure({ mode: 'serial' });

  test('a member moves between days, logs time in the sheet, edits it and sees the totals', async ({
    page,
    pageProblems,
  }) => {
    test.slow();
    await loginAs(page, 'member');
    await clearWeek(page.request, WEEK);
    try {
      await page.goto(`/timesheet?week=${WEEK}&day=2028-02-08`);
      await expect(heading(page, 'Tuesday 8 Feb 2028')).toBeVisible();
      await expect(page.getByText('No time on this day')).toBeVisible();
      // One day at a time: no week grid on a phone.
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'the day view');

      // Previous / next day by keyboard, across the week's start and back.
      await page.getByRole('button', { name: 'Next day' }).press('Enter');
      await expect(heading(page, 'Wednesday 9 Feb 2028')).toBeVisible();
      await expect(page).toHaveURL(/day=2028-02-09/);
      const previous = page.getByRole('button', { name: 'Previous day' });
      await previous.press('Enter');
      await previous.press('Enter');
      await expect(heading(page, 'Monday 7 Feb 2028')).toBeVisible();
      await previous.press('Enter');
      await expect(heading(page, 'Sunday 6 Feb 2028')).toBeVisible();
      await expect(page).toHaveURL(/week=2028-01-31/);
      await page.getByRole('button', { name: 'Next day' }).click();
      await expect(heading(page, 'Monday 7 Feb 2028')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));

      // Add in the sheet: the day's and the week's totals follow.
      await logInSheet(page, 'Training', '1:30');
      const entries = page.getByRole('list', { name: 'Your time, Monday 7 Feb 2028' });
      const training = entries.getByRole('button', { name: /^Training, Timesheet task, / });
      await expect(training).toHaveAccessibleName('Training, Timesheet task, 1:30');
      await expect(total(page, 'Day total')).toHaveText('1:30');
      await expect(total(page, 'Week total')).toHaveText('1:30');
      await expect(page.getByRole('button', { name: 'Mon 7, 1:30 logged' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Edit it in the sheet, by keyboard; focus comes back to the entry.
      await training.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Time entry' });
      await expect(sheet).toBeVisible();
      const duration = sheet.getByRole('textbox', { name: /Duration/ });
      await expect(duration).toBeFocused();
      await duration.fill('2:15');
      await page.keyboard.press('Enter');
      await expect(sheet).toBeHidden();
      await expect(training).toHaveAccessibleName('Training, Timesheet task, 2:15');
      await expect(training).toBeFocused();
      await expect(total(page, 'Day total')).toHaveText('2:15');
      await expect(total(page, 'Week total')).toHaveText('2:15');

      // Another day from the week's strip: its own total, the week's grows.
      await page.getByRole('button', { name: 'Wed 9, no time' }).click();
      await expect(heading(page, 'Wednesday 9 Feb 2028')).toBeVisible();
      await logInSheet(page, 'Internal', '45m');
      await expect(total(page, 'Day total')).toHaveText('0:45');
      await expect(total(page, 'Week total')).toHaveText('3:00');
      await expect(page.getByRole('button', { name: 'Mon 7, 2:15 logged' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the day view with entries');

      // The entries are the week grid's: the API holds them on their days.
      const saved = await page.request.get(
        `/api/timesheet/entries?from=${WEEK}&to=${addDays(WEEK, 6)}`,
      );
      const items = ((await saved.json()) as { items: { date: string; minutes: number }[] }).items;
      expect(
        items
          .map(({ date, minutes }) => ({ date, minutes }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      ).toEqual([
        { date: '2028-02-07', minutes: 135 },
        { date: '2028-02-09', minutes: 45 },
      ]);

      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add entry' }).click();
      await expect(page.getByRole('dialog', { name: 'Log time' })).toBeVisible();
      await page.keyboard.press('Escape'); // the target picker's list
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(pageProblems).toEqual([]);
    } finally {
      await clearWeek(page.request, WEEK);
    }
  });

  test('no timesheet page scrolls sideways at 390 px', async ({ browser }) => {
    test.slow();
    const open = async (account: DemoAccount) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const me = (await loginAs(page, account)) as { id: number };
      return { context, page, me };
    };

    const member = await open('member');
    const pages: [string, string][] = [
      ['/timesheet', 'Timesheet'],
      [`/timesheet?week=${WEEK}`, 'Timesheet'],
      ['/timesheet/calendar', 'Calendar'],
      ['/timesheet/calendar?view=month', 'Calendar'],
    ];
    for (const [path, title] of pages) {
      await member.page.goto(path);
      await expect(member.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await member.page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(member.page, path);
    }
    await member.context.close();

    const admin = await open('admin');
    const adminPages: [string, string][] = [
      [`/timesheet?user=${member.me.id}`, 'Timesheet'],
      ['/timesheet/approvals', 'Approvals'],
      ['/management/timesheet/locks', 'Locking'],
      ['/management/timesheet/export', 'Export'],
      ['/management/timesheet/tasks', 'Timesheet Tasks'],
      ['/management/timesheet/til', 'Time In Lieu'],
      ['/management/timesheet/holidays', 'Holidays'],
    ];
    for (const [path, title] of adminPages) {
      await admin.page.goto(path);
      await expect(admin.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await admin.page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(admin.page, path);
    }
    await admin.context.close();
  });
});
