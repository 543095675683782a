import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { test, expect, loginAs, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * Issue 32: Fin Ance invoices a T&M contract's approved time from its page,
 * issues the draft, downloads the PDF, and the billed time is final. The data
 * is this spec's own, so other specs (two workers, one database) never meet
 * it: a contract on KEEL-003 over March 2033, Max Member's time in the week
 * of 7 March 2033 (submitted by Max, approved by Pat, who leads his team), and
 * a client contact with its billing details. The demo's billing settings
 * (demo-invoices.ts) make the draft issuable.
 */

const PROJECT_CODE = 'KEEL-003';
const WEEK = '2033-03-07';
const PERIOD = { from: '2033-03-01', to: '2033-03-31' };
const ENTRIES = [
  { date: '2033-03-07', minutes: 300, note: 'Cut-over rehearsal' },
  { date: '2033-03-08', minutes: 150, note: 'Data reconciliation' },
] as const;
/** Max Member's rate on the contract, EUR minor units an hour. */
const RATE = 11_000;

/** A context of its own signed in as `account` (closed by the caller), and the user's id. */
async function signedIn(browser: Browser, baseURL: string, account: DemoAccount) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', {
    data: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { id } = (await login.json()) as { id: number };
  return Object.assign(context, { userId: id });
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

async function projectIdOf(request: APIRequestContext, code: string): Promise<number> {
  const { items } = await ok<{ items: { id: number; code: string }[] }>(
    await request.post('/api/projects/query', { data: { pageSize: 50 } }),
  );
  const project = items.find((p) => p.code === code);
  if (!project) throw new Error(`No project ${code}`);
  return project.id;
}

/** A task of the project Max Member may log time on. */
async function taskMemberMayLogOn(request: APIRequestContext, projectId: number): Promise<number> {
  const { items } = await ok<{ items: { id: number; project: { id: number } }[] }>(
    await request.post('/api/tasks/query', { data: { filters: [], pageSize: 100 } }),
  );
  for (const task of items.filter((t) => t.project.id === projectId)) {
    const permissions = await ok<{ logTime: boolean }>(
      await request.get(`/api/tasks/${task.id}/permissions`),
    );
    if (permissions.logTime) return task.id;
  }
  throw new Error(`The demo gives Max Member no task of ${PROJECT_CODE} to log time on`);
}

interface Setup {
  projectId: number;
  contractId: number;
  contractName: string;
  contactId: number;
  memberId: number;
  entryIds: number[];
}

/**
 * The spec's own billable, approved time under a contract of its own, and a
 * client contact with billing details: Pat makes the contract, Max logs and
 * submits the week, Pat approves it, the administrator adds the contact.
 */
async function setUp(browser: Browser, baseURL: string): Promise<Setup> {
  const pm = await signedIn(browser, baseURL, 'pm');
  const member = await signedIn(browser, baseURL, 'member');
  const admin = await signedIn(browser, baseURL, 'admin');
  try {
    const me = { id: member.userId };
    const projectId = await projectIdOf(pm.request, PROJECT_CODE);
    const contractName = `Invoices e2e ${Date.now().toString(36)}`;
    const contract = await ok<{ id: number }>(
      await pm.request.post(`/api/projects/${projectId}/time-material`, {
        data: {
          name: contractName,
          periodStart: PERIOD.from,
          periodEnd: PERIOD.to,
          currency: 'EUR',
        },
      }),
    );
    await ok(
      await pm.request.post(`/api/projects/${projectId}/time-material/${contract.id}/resources`, {
        data: { userId: me.id, hourlyRate: RATE },
      }),
    );

    const taskId = await taskMemberMayLogOn(member.request, projectId);
    const entryIds: number[] = [];
    for (const entry of ENTRIES) {
      const created = await member.request.post('/api/timesheet/entries', {
        data: { ...entry, taskId, billable: true },
      });
      expect(created.status(), await created.text()).toBe(201);
      entryIds.push(((await created.json()) as { id: number }).id);
    }
    // The week as it stands (open, or reopened by an earlier run of this spec on the same server).
    const week = await ok<{ version: number | null }>(
      await member.request.get(`/api/timesheet/weeks/${me.id}/${WEEK}`),
    );
    const submitted = await ok<{ version: number }>(
      await member.request.post(`/api/timesheet/weeks/${me.id}/${WEEK}/submit`, {
        data: { version: week.version },
      }),
    );
    await ok(
      await pm.request.post(`/api/timesheet/weeks/${me.id}/${WEEK}/approve`, {
        data: { version: submitted.version },
      }),
    );

    const contact = await ok<{ id: number }>(
      await admin.request.post('/api/contacts', {
        data: {
          name: `Accounts payable ${contractName}`,
          company: 'Northwind Traders',
          email: 'ap@northwind.example',
          billingStreet: '4 Harbor Way',
          billingPostcode: '98101',
          billingCity: 'Seattle',
          billingCountry: 'US',
          taxId: 'US91-1234567',
        },
      }),
    );
    return {
      projectId,
      contractId: contract.id,
      contractName,
      contactId: contact.id,
      memberId: me.id,
      entryIds,
    };
  } finally {
    await Promise.all([pm.close(), member.close(), admin.close()]);
  }
}

/** Types `ddmmyyyy` into a date field of `dialog` from its day segment on. */
async function fillDate(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  date: string,
) {
  const [year, month, day] = date.split('-') as [string, string, string];
  await dialog
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: /^day/ })
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
}

test.describe('Invoices', () => {
  test('finance invoices a contract’s approved time, issues it, downloads the PDF, and the billed time is final', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const setup = await setUp(browser, baseURL!);

    // From the contract's page: "Create invoice" over the contract's month.
    await loginAs(page, 'finance');
    await page.goto(`/projects/${setup.projectId}/time-material?contract=${setup.contractId}`);
    await page.getByRole('button', { name: 'Create invoice' }).click();
    const dialog = page.getByRole('dialog', { name: `Create invoice from ${setup.contractName}` });
    await fillDate(page, dialog, 'From', PERIOD.from);
    await fillDate(page, dialog, 'To', PERIOD.to);
    // The client from the picker Finance may read (GET /api/invoices/clients).
    const contactName = `Accounts payable ${setup.contractName}`;
    await dialog.getByRole('combobox', { name: /Client/ }).fill(contactName);
    await page.getByRole('option', { name: new RegExp(contactName) }).click();
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Draft invoice created with 1 line')).toBeVisible();
    await expect(page).toHaveURL(/\/invoices\/\d+$/);
    const invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
    const lineText = `${DEMO_ACCOUNTS.member.name}: time from ${PERIOD.from} to ${PERIOD.to}`;
    // The draft bills the contract's approved time on one line, for the chosen client.
    const draft = await ok<{
      client: { id: number } | null;
      lines: Array<{ description: string; unitKind: string; quantity: number; unitPrice: number }>;
    }>(await page.request.get(`/api/invoices/${invoiceId}`));
    expect(draft.client?.id).toBe(setup.contactId);
    expect(draft.lines).toEqual([
      expect.objectContaining({
        description: lineText,
        unitKind: 'minutes',
        quantity: 450,
        unitPrice: RATE,
      }),
    ]);
    await expect(page.getByText('Northwind Traders').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Issue it: the next number of the year, today's date.
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const issue = page.getByRole('dialog', { name: 'Issue this invoice?' });
    await issue.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByText(/^Invoice INV-\d{4}-\d{4} issued$/)).toBeVisible();
    const issued = await ok<{ number: string; status: string }>(
      await page.request.get(`/api/invoices/${invoiceId}`),
    );
    expect(issued.status).toBe('issued');
    expect(issued.number).toMatch(/^INV-\d{4}-\d{4}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(issued.number);
    expect(await axeViolations(page)).toEqual([]);

    // The PDF: its number and its line.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${issued.number}.pdf`);
    const bytes = await readFile((await download.path()) as string);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(issued.number);
    expect(flat).toContain(lineText);

    // The billed time is final: even with the week reopened, Max's edit is refused naming the invoice.
    const pm = await signedIn(browser, baseURL!, 'pm');
    const member = await signedIn(browser, baseURL!, 'member');
    try {
      const week = await ok<{ version: number }>(
        await pm.request.get(`/api/timesheet/weeks/${setup.memberId}/${WEEK}`),
      );
      await ok(
        await pm.request.post(`/api/timesheet/weeks/${setup.memberId}/${WEEK}/reopen`, {
          data: { version: week.version, comment: 'Reopened to correct a note' },
        }),
      );
      const entryId = setup.entryIds[0] as number;
      const { items } = await ok<{
        items: Array<{ id: number; version: number; task: { id: number } }>;
      }>(await member.request.get(`/api/timesheet/entries?from=${WEEK}&to=${ENTRIES[1].date}`));
      const entry = items.find((e) => e.id === entryId);
      if (!entry) throw new Error(`Entry ${entryId} is not in Max's week`);
      const edit = await member.request.put(`/api/timesheet/entries/${entryId}`, {
        data: {
          date: ENTRIES[0].date,
          taskId: entry.task.id,
          minutes: 240,
          note: 'Cut-over rehearsal (shorter)',
          billable: true,
          version: entry.version,
        },
      });
      expect(edit.status(), await edit.text()).toBe(409);
      expect(((await edit.json()) as { message: string }).message).toContain(issued.number);
    } finally {
      await Promise.all([pm.close(), member.close()]);
    }

    // The list shows it among the demo's invoices.
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('link', { name: issued.number })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
