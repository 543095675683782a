import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, loginAs, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * A time and material contract from its creation to its client's public link:
 * the project manager bills Max Member's time on KEEL-002, shares the link,
 * the client reads it without signing in, the link is revoked. The contract's
 * name and the days of logged time (in 2030) are this spec's own.
 */

const PROJECT_CODE = 'KEEL-002';
const ENTRIES = [
  { date: '2030-02-12', minutes: 240, note: 'Menu workshop with the client' },
  { date: '2030-03-05', minutes: 180, note: 'Order flow review' },
] as const;

async function projectIdOf(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.post('/api/projects/query', { data: { pageSize: 50 } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === code);
  if (!project) throw new Error(`No project ${code}`);
  return project.id;
}

/** A task of the project Max Member may log time on (the project takes time on tasks only). */
async function taskMemberMayLogOn(
  request: APIRequestContext,
  projectId: number,
): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/tasks/query', { data: { filters: [], pageSize: 100 } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as {
    items: { id: number; name: string; project: { id: number } }[];
  };
  for (const task of items.filter((t) => t.project.id === projectId)) {
    const permissions = await request.get(`/api/tasks/${task.id}/permissions`);
    if (((await permissions.json()) as { logTime: boolean }).logTime) return task;
  }
  throw new Error(`The demo gives Max Member no task of ${PROJECT_CODE} to log time on`);
}

/** Max Member logs billable time on a task of the project, in a context of their own. */
async function logMemberTime(browser: Browser, baseURL: string, projectId: number) {
  const context = await browser.newContext({ baseURL });
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const task = await taskMemberMayLogOn(context.request, projectId);
    for (const entry of ENTRIES) {
      const created = await context.request.post('/api/timesheet/entries', {
        data: { ...entry, taskId: task.id, billable: true },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    return task;
  } finally {
    await context.close();
  }
}

async function fillDate(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  ddmmyyyy: string,
) {
  await dialog
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: /^day/ })
    .click();
  await page.keyboard.type(ddmmyyyy);
}

test.describe('Time and material contracts', () => {
  test('a contract bills logged time, shares a public link that works without sign-in, until it is revoked', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const name = `T&M e2e ${Date.now().toString(36)}`;
    await loginAs(page, 'pm');
    const projectId = await projectIdOf(page.request, PROJECT_CODE);
    const task = await logMemberTime(browser, baseURL!, projectId);

    // Create the contract: Feb-Apr 2030, 8 hours and €2,000 at most.
    await page.goto(`/projects/${projectId}/time-material`);
    const newContract = page.getByRole('button', { name: 'New contract' }).first();
    await expect(newContract).toBeVisible();
    await newContract.click();
    const dialog = page.getByRole('dialog', { name: 'New time and material contract' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await fillDate(page, dialog, 'Period start', '01022030');
    await fillDate(page, dialog, 'Period end', '30042030');
    await dialog.getByRole('textbox', { name: /^Money cap/ }).fill('2000');
    await dialog.getByRole('textbox', { name: /^Hour cap/ }).fill('8');
    await dialog.getByRole('button', { name: 'Create contract' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    // Bill Max Member at €100 an hour: 7 of the 8 hours are used, a warning in words.
    await page.getByRole('button', { name: 'Add resource' }).click();
    const resourceDialog = page.getByRole('dialog', { name: 'Add resource' });
    await resourceDialog.getByRole('button', { name: /Person$/ }).click();
    await page.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.member.name) }).click();
    await resourceDialog.getByRole('textbox', { name: /^Hourly rate/ }).fill('100');
    await resourceDialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(resourceDialog).toBeHidden();
    const resources = page.getByRole('table', { name: 'Resources' });
    const row = resources.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.member.name });
    await expect(row).toContainText('7 h');
    await expect(row).toContainText('€700.00');
    await expect(page.getByText('87 % of the hour cap used: 7 h of 8 h.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The in-app timesheet of the resource names its contract in the query.
    await row.getByRole('link', { name: `Timesheet of ${DEMO_ACCOUNTS.member.name}` }).click();
    await expect(page).toHaveURL(/\/time-material\/resources\/\d+\/timesheet\?contractId=\d+$/);
    const own = page.getByRole('table', { name: 'Billable time entries' });
    await expect(own).toContainText(ENTRIES[0].note);
    await expect(own).toContainText(task.name);
    await page.getByRole('link', { name: 'Back to the contracts' }).click();

    // The public link is shown once, in full, in a dialog with a Copy button.
    await page.getByRole('button', { name: 'Create public link' }).click();
    const linkField = page.getByRole('textbox', { name: 'Public link' });
    await expect(linkField).toBeVisible();
    await expect(page.getByText('Copy the link now: it will not be shown again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const link = await linkField.inputValue();
    expect(link).toMatch(
      new RegExp(`^${baseURL}/public/projects/${projectId}/time-material\\?stakeholderToken=.+`),
    );
    await page
      .getByRole('dialog', { name: 'Public link created' })
      .getByRole('button', { name: 'Done' })
      .click();

    // The client opens it without signing in: figures as on an invoice (billing
    // rate × hours = amount), a timesheet per resource.
    const client = await browser.newContext({ baseURL });
    try {
      const clientPage = await client.newPage();
      await clientPage.goto(link);
      await expect(clientPage.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(clientPage.getByText(PROJECT_CODE)).toBeVisible();
      await expect(clientPage.getByRole('button', { name: 'Print' })).toBeVisible();
      const publicResources = clientPage.getByRole('table', { name: 'Resources' });
      await expect(publicResources).toContainText('€700.00');
      await expect(
        publicResources.getByRole('columnheader', { name: 'Hourly rate' }),
      ).toBeVisible();
      const publicRow = publicResources
        .getByRole('row')
        .filter({ hasText: DEMO_ACCOUNTS.member.name });
      await expect(publicRow).toContainText('€100.00');
      await expect(clientPage.getByRole('navigation')).toHaveCount(0);
      expect(await axeViolations(clientPage)).toEqual([]);

      await publicResources.getByRole('link', { name: /timesheet/ }).click();
      await expect(clientPage).toHaveURL(/\/resources\/\d+\/timesheet\?stakeholderToken=/);
      await expect(
        clientPage.getByRole('heading', { name: `Timesheet of ${DEMO_ACCOUNTS.member.name}` }),
      ).toBeVisible();
      await expect(clientPage.getByText(/€100\.00 an hour/)).toBeVisible();
      const entries = clientPage.getByRole('table', { name: 'Billable time entries' });
      await expect(entries).toContainText(ENTRIES[1].note);
      await expect(entries).toContainText('€300.00');
      expect(await axeViolations(clientPage)).toEqual([]);

      // Revoked: the same link now shows the friendly invalid-link page, never a sign-in.
      await page.getByRole('button', { name: 'Revoke link' }).click();
      await page
        .getByRole('alertdialog', { name: 'Revoke the public link?' })
        .getByRole('button', { name: 'Revoke link' })
        .click();
      await expect(page.getByRole('button', { name: 'Create public link' })).toBeVisible();

      await clientPage.goto(link);
      await expect(
        clientPage.getByRole('heading', { name: 'This link is not valid any more' }),
      ).toBeVisible();
      await expect(clientPage).not.toHaveURL(/\/auth\/login/);
    } finally {
      await client.close();
    }
  });
});
