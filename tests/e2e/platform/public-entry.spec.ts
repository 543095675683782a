import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures';

/*
 * The pages a link opens without sign-in have an entry of their own
 * (public.html, issue 29): the server sends it for their addresses, and it
 * holds those pages alone — not the app's entry, no session request, no
 * shell. The links are the demo workspace's published ones
 * (DEMO_STAKEHOLDER_TOKEN of packages/api/src/demo/demo-time-material.ts on
 * KEEL-002, DEMO_STATUS_REPORT_TOKEN of demo-reports.ts).
 */

const STAKEHOLDER_TOKEN = 'demo-cafe-mueller-time-and-material-6d1f0c9a4e';
const REPORT_PATH = '/reports/status/viewer/demo-harbour-bank-status-report-3b7e91c2d4';

/** KEEL-002's id, asked by an administrator on a request context of its own (the page stays signed out). */
async function demoContractPath(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const found = await request.post('/api/projects/query?search=KEEL-002', {
    data: { page: 1, pageSize: 1 },
  });
  const { items } = (await found.json()) as { items: { id: number }[] };
  expect(items).toHaveLength(1);
  return `/public/projects/${items[0]!.id}/time-material?stakeholderToken=${STAKEHOLDER_TOKEN}`;
}

/** The module script index.html starts the app with (the app's entry). */
async function appEntryOf(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  return entry!;
}

/** Every request path the page makes from now on. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test.describe('The public pages’ own entry', () => {
  test('a client’s contract link loads the public entry alone: no app entry, no session, no shell', async ({
    page,
    playwright,
    baseURL,
    pageProblems,
  }) => {
    const admin = await playwright.request.newContext({ baseURL });
    const path = await demoContractPath(admin);
    const appEntry = await appEntryOf(admin);
    await admin.dispose();
    const requests = requestsOf(page);

    const document = await page.goto(path);
    expect(document?.headers()['referrer-policy']).toBe('no-referrer');
    expect(await document?.text()).not.toContain(appEntry);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resources' })).toBeVisible();
    await expect(page).toHaveTitle('Time & Material - Keel');
    await expect(page.locator('html')).toHaveAttribute('data-print-mode', '');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).not.toContain(appEntry);
    expect(requests).not.toContain('/api/users/current');
    expect(pageProblems).toEqual([]);

    // A resource's timesheet and back: client-side, in the same document.
    await page.evaluate(() => ((window as { keelSameDocument?: boolean }).keelSameDocument = true));
    await page
      .getByRole('table', { name: 'Resources' })
      .getByRole('link', { name: /timesheet/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/resources\/\d+\/timesheet\?stakeholderToken=/);
    await expect(page.getByRole('heading', { level: 1, name: /^Timesheet of / })).toBeVisible();
    await expect(page).toHaveTitle('Resource Timesheet - Keel');
    await page.getByRole('link', { name: 'Back to the contract' }).click();
    await expect(page.getByRole('table', { name: 'Resources' })).toBeVisible();
    await expect(page).toHaveTitle('Time & Material - Keel');
    expect(
      await page.evaluate(() => (window as { keelSameDocument?: boolean }).keelSameDocument),
    ).toBe(true);
    expect(requests).not.toContain(appEntry);
    expect(pageProblems).toEqual([]);
  });

  test('a resource timesheet opened from its link loads the public entry too', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await playwright.request.newContext({ baseURL });
    const contract = await demoContractPath(admin);
    const appEntry = await appEntryOf(admin);
    await admin.dispose();
    const [contractPath, search] = contract.split('?');
    const view = await page.request.get(`/api${contractPath}?${search}`);
    const { resources } = (await view.json()) as { resources: { id: number; name: string }[] };
    const resource = resources[0]!;
    const requests = requestsOf(page);

    await page.goto(`${contractPath}/resources/${resource.id}/timesheet?${search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Timesheet of ${resource.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Billable time entries' })).toBeVisible();
    await expect(page).toHaveTitle('Resource Timesheet - Keel');
    expect(requests).not.toContain(appEntry);
    expect(requests).not.toContain('/api/users/current');
  });

  test('a status report link loads the public entry alone', async ({
    page,
    request,
    pageProblems,
  }) => {
    const appEntry = await appEntryOf(request);
    const requests = requestsOf(page);

    await page.goto(REPORT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: /^Status report/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page).toHaveTitle('Status Report - Keel');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).not.toContain(appEntry);
    expect(requests).not.toContain('/api/users/current');
    expect(pageProblems).toEqual([]);
  });

  test('a malformed id in a public link leads to the app’s not-found page', async ({ page }) => {
    await page.goto(`/public/projects/abc/time-material?stakeholderToken=${STAKEHOLDER_TOKEN}`);
    await expect(page).toHaveURL('/not-found');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`/public/projects/1/time-material/resources/0/timesheet?stakeholderToken=x`);
    await expect(page).toHaveURL('/not-found');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
