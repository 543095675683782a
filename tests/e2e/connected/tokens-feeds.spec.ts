import { request as apiRequest } from '@playwright/test';
import ICAL from 'ical.js';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// Issue 33: a personal API token made on the profile page works as a bearer
// token from outside the browser (no cookie, no Origin), within its scope;
// a calendar feed made there opens as an iCalendar file with the user's due dates.
test.describe.configure({ timeout: 90_000 });

test('a team member creates a read token on their profile and a script reads with it, but may not write', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'member');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
  const name = `Report script ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Token name' }).fill(name);
  await page.getByRole('radio', { name: /^Read only/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: 'API token created' });
  await expect(dialog.getByText('Copy the token now: it will not be shown again.')).toBeVisible();
  const token = await dialog.getByRole('textbox', { name: 'API token' }).inputValue();
  expect(token).toMatch(/^keel_pat_[A-Za-z0-9_-]{40,}$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Your API tokens' })).toContainText(name);

  // A script: its own HTTP client, no cookie, no Origin.
  const script = await apiRequest.newContext({ baseURL });
  try {
    const headers = { authorization: `Bearer ${token}` };
    const me = await script.get('/api/users/current', { headers });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'member@example.com' });
    const tasks = await script.post('/api/tasks/query', { headers, data: { pageSize: 5 } });
    expect(tasks.status(), await tasks.text()).toBe(200);
    const write = await script.post('/api/timesheet/entries', {
      headers,
      data: { date: '2041-03-04', minutes: 30 },
    });
    expect(write.status()).toBe(403);
  } finally {
    await script.dispose();
  }

  // Revoked on the page: the script is shut out at once.
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('API token revoked')).toBeVisible();
  const after = await apiRequest.newContext({ baseURL });
  try {
    const me = await after.get('/api/users/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  } finally {
    await after.dispose();
  }
});

test('a project manager subscribes to their calendar feed: an iCalendar file a calendar program reads', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'pm');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await card.getByRole('button', { name: 'Create calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar feed created' });
  const address = await dialog.getByRole('textbox', { name: 'Calendar feed' }).inputValue();
  expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A calendar program: no session at all.
  const calendar = await apiRequest.newContext({ baseURL });
  try {
    const feed = await calendar.get(new URL(address).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const parsed = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(parsed.name).toBe('vcalendar');
    const summaries = parsed
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('summary')));
    // Pat's projects' milestones are in it (the demo gives KEEL-001 several).
    expect(summaries.length).toBeGreaterThan(0);
  } finally {
    await calendar.dispose();
  }

  // Revoked: the calendar program's next fetch finds nothing.
  await card.getByRole('button', { name: 'Revoke link' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke the calendar feed?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(card.getByRole('button', { name: 'Create calendar feed' })).toBeVisible();
  const gone = await apiRequest.newContext({ baseURL });
  try {
    expect((await gone.get(new URL(address).pathname)).status()).toBe(404);
  } finally {
    await gone.dispose();
  }
});
