import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * E2E data rules: weeks of January 2028 only. The member's week of
 * 2028-01-10 is filled by keyboard, submitted and approved; the partly
 * locked week is pm's week of 2028-01-24, with a lock for pm only, lifted in
 * a `finally`. Each test first puts its week back the way it starts.
 */
const MEMBER_WEEK = '2028-01-10';
const NEXT_WEEK = '2028-01-17'; // the member's, only lines copied: no time is written
const PM_WEEK = '2028-01-24';
const PM_LOCK = '2028-01-26'; // Monday to Wednesday locked, Thursday to Sunday open

interface Entry {
  id: number;
  date: string;
  minutes: number;
  version: number;
  timesheetTask: { name: string } | null;
}
interface Week {
  status: string;
  version: number | null;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function entriesOf(request: APIRequestContext, weekStart: string): Promise<Entry[]> {
  const response = await request.get(
    `/api/timesheet/entries?from=${weekStart}&to=${addDays(weekStart, 6)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Entry[] }).items;
}

/** Deletes the caller's entries of the week (each with its version). */
async function clearWeek(request: APIRequestContext, weekStart: string): Promise<void> {
  for (const entry of await entriesOf(request, weekStart)) {
    const response = await request.delete(
      `/api/timesheet/entries/${entry.id}?version=${entry.version}`,
    );
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** An approver puts a user's week back to open (a rerun after an approval). */
async function reopenWeek(
  request: APIRequestContext,
  userId: number,
  weekStart: string,
): Promise<void> {
  const week = (await (
    await request.get(`/api/timesheet/weeks/${userId}/${weekStart}`)
  ).json()) as Week;
  if (week.status === 'open') return;
  const response = await request.post(`/api/timesheet/weeks/${userId}/${weekStart}/reopen`, {
    data: { version: week.version, comment: '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Adds the line of a timesheet task (Training, Internal...) through the picker. */
async function addLine(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Add line' });
  await picker.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .filter({ hasText: 'Timesheet task' })
    .click();
  // The picker stays open for the next line; Escape closes it.
  await picker.press('Escape');
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
}

const cell = (page: Page, day: string, date: string) =>
  page.getByRole('textbox', { name: `Training, ${day} ${date}` });

/** The `index`-th day (0: Monday) of the Training line. */
const dayCell = (page: Page, index: number) =>
  page
    .getByRole('row', { name: /^Training/ })
    .getByRole('cell')
    .nth(index);

test.describe.configure({ mode: 'serial' });

test.describe('Timesheet week', () => {
  let memberId = 0;

  test('a member fills a week by keyboard, sees the totals and finds them saved', async ({
    page,
    browser,
    pageProblems,
  }) => {
    test.slow();
    const me = (await loginAs(page, 'member')) as { id: number };
    memberId = me.id;
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await loginAs(adminPage, 'admin');
    await reopenWeek(adminPage.request, memberId, MEMBER_WEEK);
    await adminContext.close();
    await clearWeek(page.request, MEMBER_WEEK);

    await page.goto(`/timesheet?week=${MEMBER_WEEK}`);
    await expect(
      page.getByRole('heading', { name: 'Week of 10 Jan 2028 – 16 Jan 2028' }),
    ).toBeVisible();
    await expect(page.getByText('No time this week')).toBeVisible();
    await expect(page.getByText(/is open: not submitted/)).toBeVisible();
    await addLine(page, 'Training');

    const monday = cell(page, 'Monday', '10 Jan 2028');
    await monday.focus();
    await page.keyboard.type('1:30');
    await page.keyboard.press('Tab');
    await expect(cell(page, 'Tuesday', '11 Jan 2028')).toBeFocused();
    await page.keyboard.type('1.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('90m');
    await page.keyboard.press('Enter');
    const weekTotal = page.getByRole('cell', { name: 'Total for the week' });
    await expect(weekTotal).toHaveText('4:30');
    await expect(page.getByRole('cell', { name: 'Total Training' })).toHaveText('4:30');
    await expect(page.getByRole('cell', { name: 'Total Wednesday' })).toHaveText('1:30');
    await expect(cell(page, 'Wednesday', '12 Jan 2028')).toHaveValue('1:30');

    // Arrow keys move between cells and lines; a bad duration is announced; Escape reverts.
    await addLine(page, 'Internal');
    await cell(page, 'Wednesday', '12 Jan 2028').focus();
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('textbox', { name: 'Internal, Wednesday 12 Jan 2028' }),
    ).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(cell(page, 'Wednesday', '12 Jan 2028')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const thursday = cell(page, 'Thursday', '13 Jan 2028');
    await expect(thursday).toBeFocused();
    await page.keyboard.type('soon');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Type a duration such as 1:30' }),
    ).toBeVisible();
    await expect(thursday).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(thursday).toHaveValue('');
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'Wednesday', '12 Jan 2028')).toBeFocused();

    await page.reload();
    await expect(cell(page, 'Monday', '10 Jan 2028')).toHaveValue('1:30');
    await expect(cell(page, 'Tuesday', '11 Jan 2028')).toHaveValue('1:30');
    await expect(cell(page, 'Wednesday', '12 Jan 2028')).toHaveValue('1:30');
    await expect(weekTotal).toHaveText('4:30');
    const saved = await entriesOf(page.request, MEMBER_WEEK);
    expect(saved.map((e) => [e.date, e.minutes, e.timesheetTask?.name]).sort()).toEqual([
      ['2028-01-10', 90, 'Training'],
      ['2028-01-11', 90, 'Training'],
      ['2028-01-12', 90, 'Training'],
    ]);

    // Emptying a cell deletes its entry.
    const tuesday = cell(page, 'Tuesday', '11 Jan 2028');
    await tuesday.focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(weekTotal).toHaveText('3:00');
    expect(await entriesOf(page.request, MEMBER_WEEK)).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);

    // The next week starts empty; copying last week's lines brings the line, not the time,
    // and the line stays for the tab's session (it has no entry yet).
    await clearWeek(page.request, NEXT_WEEK);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${NEXT_WEEK}`));
    await expect(page.getByText('No time this week')).toBeVisible();
    await page.getByRole('button', { name: "Copy last week's lines" }).click();
    await expect(page.getByText('1 line copied from last week.')).toBeVisible();
    await expect(cell(page, 'Monday', '17 Jan 2028')).toHaveValue('');
    await expect(page.getByRole('cell', { name: 'Total for the week' })).toHaveText('0:00');
    await page.reload();
    await expect(cell(page, 'Monday', '17 Jan 2028')).toBeVisible();
    await page.getByRole('button', { name: 'Remove line Training' }).click();
    await expect(page.getByText('No time this week')).toBeVisible();
    expect(await entriesOf(page.request, NEXT_WEEK)).toHaveLength(0);
    expect(pageProblems).toEqual([]);
  });

  test('the member submits the week, the administrator approves it, and it is read-only', async ({
    page,
    browser,
  }) => {
    test.slow();
    expect(memberId).toBeGreaterThan(0);
    await loginAs(page, 'member');
    await page.goto(`/timesheet?week=${MEMBER_WEEK}`);
    await expect(page.getByRole('cell', { name: 'Total for the week' })).toHaveText('3:00');
    await page.getByRole('button', { name: 'Submit week' }).click();
    await expect(page.getByText(/was submitted by Max Member/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit week' })).toHaveCount(0);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await loginAs(admin, 'admin');
      await admin.goto(`/timesheet?week=${MEMBER_WEEK}`);
      await admin.getByRole('button', { name: /Timesheet of/ }).click();
      await admin.getByRole('option', { name: 'Max Member' }).click();
      await expect(admin).toHaveURL(new RegExp(`user=${memberId}`));
      await expect(admin.getByText("Max Member's week was submitted")).toBeVisible();
      await expect(admin.getByRole('cell', { name: 'Total for the week' })).toHaveText('3:00');
      expect(await axeViolations(admin)).toEqual([]);

      // A rejection says why; the member sees the comment and submits again.
      await admin.getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Reject the week' });
      await dialog.getByRole('button', { name: 'Reject week' }).click();
      await expect(dialog.getByText('Say why the week is rejected')).toBeVisible();
      await dialog
        .getByRole('textbox', { name: /Why is the week rejected/ })
        .fill('Tuesday is missing');
      await dialog.getByRole('button', { name: 'Reject week' }).click();
      await expect(admin.getByText("Max Member's week was rejected by Ada Admin")).toBeVisible();
      await page.reload();
      await expect(page.getByText(/Comment: .Tuesday is missing/)).toBeVisible();
      await page.getByRole('button', { name: 'Submit week' }).click();
      await expect(page.getByText(/was submitted by Max Member/)).toBeVisible();

      await admin.reload();
      await admin.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(admin.getByText("Max Member's week was approved by Ada Admin")).toBeVisible();
    } finally {
      await adminContext.close();
    }

    await page.reload();
    await expect(page.getByText(/This week was approved by Ada Admin/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Training,/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: /Approved/ })).toHaveCount(7);
    await expect(dayCell(page, 0)).toHaveText('1:30, approved');
    await expect(dayCell(page, 3)).toHaveText('Approved');
    // Nothing can be added to a week that is locked on every day.
    await expect(page.getByRole('combobox', { name: 'Add line' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a partly locked week saves only its open days and shows the locked days read-only', async ({
    page,
    browser,
  }) => {
    test.slow();
    const pm = (await loginAs(page, 'pm')) as { id: number };
    await clearWeek(page.request, PM_WEEK);
    const training = (
      (await (await page.request.get('/api/timesheet/tasks')).json()) as {
        items: Array<{ id: number; name: string }>;
      }
    ).items.find((task) => task.name === 'Training');
    expect(training).toBeDefined();
    const monday = await page.request.post('/api/timesheet/entries', {
      data: { date: PM_WEEK, timesheetTaskId: training!.id, minutes: 60 },
    });
    expect(monday.ok(), await monday.text()).toBe(true);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin');
    const created = await admin.request.post('/api/timesheet/locks', {
      data: { lockDate: PM_LOCK, userId: pm.id },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const lock = (await created.json()) as { id: number; version: number };
    try {
      await page.goto(`/timesheet?week=${PM_WEEK}`);
      await expect(page.getByText('Time is locked up to 26 Jan 2028')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: /Locked/ })).toHaveCount(3);
      await expect(dayCell(page, 0)).toHaveText('1:00, locked');
      await expect(dayCell(page, 1)).toHaveText('Locked');
      await expect(
        page.getByRole('textbox', { name: /^Training, (Monday|Tuesday|Wednesday)/ }),
      ).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: /^Training,/ })).toHaveCount(4);

      const thursday = cell(page, 'Thursday', '27 Jan 2028');
      await thursday.focus();
      await page.keyboard.type('2:00');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('cell', { name: 'Total for the week' })).toHaveText('3:00');
      // Arrow left from Thursday stays put: the days before are locked.
      await page.keyboard.press('ArrowLeft');
      await expect(thursday).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      const saved = await entriesOf(page.request, PM_WEEK);
      expect(saved.map((e) => [e.date, e.minutes]).sort()).toEqual([
        ['2028-01-24', 60],
        ['2028-01-27', 120],
      ]);
    } finally {
      const lifted = await admin.request.delete(
        `/api/timesheet/locks/${lock.id}?version=${lock.version}`,
      );
      expect(lifted.ok(), await lifted.text()).toBe(true);
      await adminContext.close();
    }
    await clearWeek(page.request, PM_WEEK);
  });
});
