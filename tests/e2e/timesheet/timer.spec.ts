import type { APIRequestContext } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

/*
 * The running timer (issue 30, item 1) as Max Member: started on a task's
 * page, still running after a reload (it is kept on the server), stopped by
 * keyboard from the shell's bar, its minute found in the week. Data rules:
 * a task of KEEL-001 of its own (made by Pat Manager, assigned to Max); the
 * member's running timer (the demo's) is discarded first, and the entry the
 * test writes today is deleted at the end.
 */

interface Timer {
  version: number;
}
interface Entry {
  id: number;
  version: number;
  task: { id: number } | null;
}

async function discardRunningTimer(request: APIRequestContext): Promise<void> {
  const running = (await (await request.get('/api/timesheet/timer')).json()) as Timer | null;
  if (!running) return;
  const response = await request.delete(`/api/timesheet/timer?version=${running.version}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** Today (UTC, the workspace's zone) as the API and the week grid's labels name it. */
function today() {
  const now = new Date();
  const date = now.toISOString().slice(0, 10);
  const label = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(now)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value);
  // `Monday 30 Nov 2026`, as the grid's cells are named.
  return { date, label: `${label[0]} ${label.slice(1).join(' ')}` };
}

test.describe('The running timer', () => {
  test('a member starts it on a task, finds it after a reload, stops it and sees the entry', async ({
    page,
    browser,
  }) => {
    test.slow();
    const member = (await loginAs(page, 'member')) as { id: number };
    await discardRunningTimer(page.request);

    const pmContext = await browser.newContext();
    const pmPage = await pmContext.newPage();
    await loginAs(pmPage, 'pm');
    const name = `Timer e2e task ${Date.now().toString(36)}`;
    const created = await pmPage.request.post('/api/tasks', {
      data: { projectId: 1, name, assigneeId: member.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const task = (await created.json()) as { id: number };
    await pmContext.close();

    const { date, label } = today();
    try {
      await page.goto(`/tasks/${task.id}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await page.getByRole('button', { name: 'Start timer' }).click();
      const bar = page.getByRole('region', { name: 'Running timer' });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Timer running' })).toBeDisabled();

      // Kept on the server: a reload finds it running, its time still counting.
      await page.reload();
      await expect(bar).toBeVisible();
      await expect(bar.getByText('Timer running:')).toBeVisible();
      await expect(bar.getByRole('link', { name })).toBeVisible();
      const clock = bar.getByRole('timer');
      await expect(clock).toHaveText(/^0:0\d:\d\d$/);
      const before = await clock.textContent();
      await expect(clock).not.toHaveText(before ?? '');

      // Stopped from the keyboard.
      await bar.getByRole('button', { name: `Stop the timer on ${name}` }).focus();
      await page.keyboard.press('Enter');
      await expect(bar).toHaveCount(0);
      await expect(page.getByText(`Timer stopped: 1 min logged on ${name}`)).toBeVisible();

      // The week shows the minute on today's cell of the task's line.
      await page.goto('/timesheet');
      await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
      await expect(page.getByRole('textbox', { name: `${name}, ${label}` })).toHaveValue('0:01');
    } finally {
      await discardRunningTimer(page.request);
      const range = await page.request.get(`/api/timesheet/entries?from=${date}&to=${date}`);
      const entries = ((await range.json()) as { items: Entry[] }).items;
      for (const entry of entries.filter((e) => e.task?.id === task.id)) {
        const removed = await page.request.delete(
          `/api/timesheet/entries/${entry.id}?version=${entry.version}`,
        );
        expect(removed.ok(), await removed.text()).toBe(true);
      }
    }
  });
});
