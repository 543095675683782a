import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import ExcelJS from 'exceljs';
import { test, expect, loginAs, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures';
import { axeViolations } from '../axe';
import { uniqueName } from '../management/management-helpers';

// Signs in twice, builds a template, streams a file and reads it back.
test.describe.configure({ timeout: 90_000 });

/**
 * Management > Timesheet > Export (issue 12): the administrator creates an
 * XLSX template by keyboard and mouse, runs it for a range, and the file that
 * downloads holds exactly the entries the member logged there (made through
 * the API first, in June 2029: no demo lock reaches it, and other specs keep
 * out of the member's days chosen here).
 */
test('an administrator creates an XLSX export template, runs it and gets the logged rows', async ({
  page,
  baseURL,
}) => {
  // The member logs three entries on days of their own through the API.
  const member = await playwrightRequest.newContext({ baseURL });
  const login = await member.post('/api/auth/login', {
    data: { email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const tasks = (await (await member.get('/api/timesheet/tasks')).json()) as {
    items: Array<{ id: number; name: string }>;
  };
  const training = tasks.items.find((t) => t.name === 'Training');
  expect(training).toBeDefined();
  const marker = uniqueName('Export e2e');
  const logged = [
    { date: '2029-06-27', minutes: 90, note: `${marker} one` },
    { date: '2029-06-28', minutes: 45, note: `${marker} two` },
    { date: '2029-06-29', minutes: 120, note: `${marker} three` },
  ];
  for (const entry of logged) {
    const response = await member.post('/api/timesheet/entries', {
      data: { ...entry, timesheetTaskId: training?.id },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await member.dispose();

  await loginAs(page, 'admin');
  await page.goto('/management/timesheet/export');
  await expect(page.getByRole('heading', { name: 'Export', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Monthly billable hours/ })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // A template: XLSX, Note first (moved up by keyboard), then Date, User, Minutes;
  // only the member's time.
  await page.getByRole('button', { name: 'New template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New export template' });
  const name = uniqueName('June member time');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const column of ['Project code', 'Project', 'Task', 'Timesheet task', 'Hours', 'Minutes']) {
    const checkbox = dialog.getByRole('checkbox', { name: column, exact: true });
    const wasChecked = await checkbox.isChecked();
    await checkbox.press('Space');
    await expect(checkbox).toBeChecked({ checked: !wasChecked });
  }
  // Note sits after Hours; seven presses of "up" by keyboard put it first.
  const noteUp = dialog.getByRole('button', { name: 'Move Note up' });
  await noteUp.focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press('Enter');
  await expect(dialog.getByText('In the file: Note, Date, User, Minutes.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Only these people/ }).click();
  await page
    .getByRole('listbox', { name: /Only these people/ })
    .getByRole('option', { name: new RegExp(`^${DEMO_ACCOUNTS.member.name}`) })
    .click();
  await page.keyboard.press('Escape');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('XLSX');
  await expect(row).toContainText('Note, Date, User, Minutes');

  // Run it for the last days of June 2029.
  await row.getByRole('button', { name: `Run ${name}` }).click();
  const run = page.getByRole('dialog', { name: `Run ${name}` });
  for (const [which, date] of [
    ['Start Date', '2029-06-27'],
    ['End Date', '2029-06-29'],
  ] as const) {
    const [year, month, day] = date.split('-') as [string, string, string];
    for (const [segment, value] of [
      ['day', day],
      ['month', month],
      ['year', year],
    ] as const) {
      const field = run.getByRole('spinbutton', { name: new RegExp(`^${segment}, ${which}`) });
      await field.focus();
      await page.keyboard.type(value);
      await expect(field).toHaveAttribute('aria-valuenow', String(Number(value)));
    }
  }
  expect(await axeViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await run.getByRole('button', { name: 'Download XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-2029-06-27-to-2029-06-29\.xlsx$/);
  await expect(run).toBeHidden();
  await expect(page.getByText(/^Downloaded .*\.xlsx/)).toBeVisible();

  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(['Note', 'Date', 'User', 'Minutes']);
  // Other specs may log the member's time in June 2029 too: keep this run's rows.
  expect(rows.slice(1).filter((r) => String(r[0]).startsWith(marker))).toEqual(
    logged.map((e) => [e.note, e.date, DEMO_ACCOUNTS.member.name, e.minutes]),
  );
});
