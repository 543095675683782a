import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * The timesheet calendar and logging time from a task (issue 12). Data rules
 * of the parallel e2e run: member's time lives in MARCH 2027 weeks only (the
 * grid uses 2028, the export 2029); the locked-day story locks finance's time
 * alone and lifts the lock in a `finally`.
 */

interface Entry {
  id: number;
  date: string;
  minutes: number;
  note: string;
  version: number;
}

async function firstTaskMemberMayLogOn(
  request: APIRequestContext,
): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/tasks/query', {
    data: { filters: [], pageSize: 50 },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as {
    items: { id: number; name: string; assignee: { name: string } | null }[];
  };
  for (const task of items.filter((t) => t.assignee?.name === 'Max Member')) {
    const permissions = await request.get(`/api/tasks/${task.id}/permissions`);
    if (((await permissions.json()) as { logTime: boolean }).logTime) return task;
  }
  throw new Error('The demo gives Max Member no task to log time on');
}

/** A timesheet task everyone may log on (Training), for finance who works on no project. */
async function trainingTaskId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/timesheet/tasks');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; name: string }[] };
  return items.find((t) => t.name === 'Training')!.id;
}

async function logTime(request: APIRequestContext, data: Record<string, unknown>): Promise<Entry> {
  const response = await request.post('/api/timesheet/entries', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Entry;
}

async function entriesOn(request: APIRequestContext, from: string, to: string): Promise<Entry[]> {
  const response = await request.get(`/api/timesheet/entries?from=${from}&to=${to}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Entry[] }).items;
}

function block(page: Page, entryId: number) {
  return page.locator(`[data-entry="${entryId}"]`);
}

function day(page: Page, date: string) {
  return page.locator(`[data-day="${date}"]`);
}

test.describe('The timesheet calendar', () => {
  test('time logged from a task page shows in its time log and in the calendar, and opens again to edit', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'member');
    const task = await firstTaskMemberMayLogOn(page.request);
    const note = `Calendar e2e ${Date.now().toString(36)}`;

    await page.goto(`/tasks/${task.id}`);
    const timelog = page.getByRole('region', { name: 'Time log' });
    await timelog.getByRole('button', { name: 'Log time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log time' });
    await expect(dialog).toContainText(task.name);
    const dayField = dialog.getByRole('group', { name: 'Day' });
    await dayField.getByRole('spinbutton', { name: /^day/i }).click();
    await page.keyboard.type('02032027');
    await dialog.getByRole('textbox', { name: 'Duration' }).fill('1:30');
    await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Log time' }).click();
    await expect(dialog).toBeHidden();

    const row = timelog.getByRole('listitem').filter({ hasText: note });
    await expect(row).toContainText('2 Mar 2027');
    await expect(row).toContainText('1 h 30 min');

    // The own entry opens in the same dialog; a new duration typed as 1.75 saves.
    await row.getByRole('button', { name: /Edit your time entry/ }).click();
    const edit = page.getByRole('dialog', { name: 'Time entry' });
    await edit.getByRole('textbox', { name: 'Duration' }).fill('1.75');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('1 h 45 min');

    const [entry] = (await entriesOn(page.request, '2027-03-02', '2027-03-02')).filter(
      (e) => e.note === note,
    );
    expect(entry).toMatchObject({ minutes: 105, date: '2027-03-02' });

    await page.goto('/timesheet/calendar?view=week&date=2027-03-02');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(block(page, entry!.id)).toContainText(task.name);
    await expect(day(page, '2027-03-02')).toContainText('1 h 45 min');
    expect(await axeViolations(page)).toEqual([]);

    // The month view shows it too, with the leading and trailing days of the grid.
    await page.getByRole('button', { name: 'View' }).click();
    await page.getByRole('option', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month&date=2027-03-02/);
    await expect(page.getByRole('heading', { name: 'March 2027' })).toBeVisible();
    await expect(day(page, '2027-04-04')).toBeVisible();
    await expect(block(page, entry!.id)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // In the month view Alt+Down moves a block a week on.
    await page.locator(`[data-entry-button="${entry!.id}"]`).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Calendar changes' })).toContainText(
      'moved to 9 Mar 2027',
    );
    await expect(day(page, '2027-03-09').locator(`[data-entry="${entry!.id}"]`)).toBeVisible();

    // The block opens the same dialog, which deletes the entry after asking.
    await block(page, entry!.id).getByRole('button').click();
    const opened = page.getByRole('dialog', { name: 'Time entry' });
    await expect(opened.getByRole('textbox', { name: 'Duration' })).toHaveValue('1:45');
    await opened.getByRole('button', { name: 'Delete entry' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this time entry?' })
      .getByRole('button', { name: 'Delete entry' })
      .click();
    await expect(opened).toBeHidden();
    await expect(block(page, entry!.id)).toHaveCount(0);
    expect(await entriesOn(page.request, '2027-03-01', '2027-03-31')).not.toContainEqual(
      expect.objectContaining({ id: entry!.id }),
    );
  });

  test('a block moves and resizes by mouse and by keyboard; the changes last', async ({ page }) => {
    test.slow();
    await loginAs(page, 'member');
    const task = await firstTaskMemberMayLogOn(page.request);
    const entry = await logTime(page.request, {
      taskId: task.id,
      date: '2027-03-09',
      minutes: 60,
      note: `Drag me ${Date.now().toString(36)}`,
    });

    await page.goto('/timesheet/calendar?view=week&date=2027-03-09');
    await expect(block(page, entry.id)).toBeVisible();
    await expect(page.getByText(/Alt\+Left and Alt\+Right move it a day/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Week grid' })).toHaveAttribute(
      'href',
      '/timesheet?week=2027-03-08',
    );

    // Mouse: drag the block onto Thursday.
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/timesheet/entries/${entry.id}`) && r.request().method() === 'PUT',
    );
    await block(page, entry.id)
      .locator('[draggable="true"]')
      .dragTo(day(page, '2027-03-11'), { targetPosition: { x: 40, y: 120 } });
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(day(page, '2027-03-11').locator(`[data-entry="${entry.id}"]`)).toBeVisible();

    // Keyboard: Alt+Right moves it to Friday, Alt+Down makes it 15 minutes longer.
    const button = page.locator(`[data-entry-button="${entry.id}"]`);
    await button.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page.getByRole('status', { name: 'Calendar changes' })).toContainText(
      'moved to 12 Mar 2027',
    );
    await expect(day(page, '2027-03-12').locator(`[data-entry="${entry.id}"]`)).toBeVisible();
    await expect(button).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Calendar changes' })).toContainText(
      'is now 1 h 15 min',
    );
    await expect(button).toHaveAccessibleName(/1 h 15 min/);

    // Mouse: the bottom edge dragged 24 px down is 30 minutes more (48 px an hour).
    await expect(page.getByRole('status', { name: 'Calendar changes' })).toContainText('1 h 15');
    const resized = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/timesheet/entries/${entry.id}`) && r.request().method() === 'PUT',
    );
    const edge = (await page.locator(`[data-resize-handle="${entry.id}"]`).boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + 3);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, edge.y + 15, { steps: 4 });
    await page.mouse.move(edge.x + edge.width / 2, edge.y + 27, { steps: 4 });
    await page.mouse.up();
    expect((await resized).status()).toBe(200);

    await page.reload();
    await expect(day(page, '2027-03-12').locator(`[data-entry="${entry.id}"]`)).toContainText(
      '1 h 45 min',
    );
    const [stored] = (await entriesOn(page.request, '2027-03-12', '2027-03-12')).filter(
      (e) => e.id === entry.id,
    );
    expect(stored).toMatchObject({ date: '2027-03-12', minutes: 105 });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a move refused by the API (stale version) is rolled back and says why', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    const task = await firstTaskMemberMayLogOn(page.request);
    const entry = await logTime(page.request, {
      taskId: task.id,
      date: '2027-03-30',
      minutes: 45,
      note: `Stale ${Date.now().toString(36)}`,
    });
    await page.goto('/timesheet/calendar?view=week&date=2027-03-30');
    await expect(block(page, entry.id)).toBeVisible();

    // Someone else changes the entry after the page loaded it.
    const changed = await page.request.put(`/api/timesheet/entries/${entry.id}`, {
      data: {
        taskId: task.id,
        date: entry.date,
        minutes: 60,
        note: entry.note,
        version: entry.version,
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    const refused = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/timesheet/entries/${entry.id}`) && r.request().method() === 'PUT',
    );
    await page.locator(`[data-entry-button="${entry.id}"]`).focus();
    await page.keyboard.press('Alt+ArrowRight');
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole('status', { name: 'Calendar changes' })).toContainText(
      'Not saved: This entry was changed elsewhere',
    );
    await expect(page.getByText(/This entry was changed elsewhere/).first()).toBeVisible();
    await expect(day(page, '2027-03-30').locator(`[data-entry="${entry.id}"]`)).toContainText(
      '1 h',
    );
    await expect(day(page, '2027-03-31').locator(`[data-entry="${entry.id}"]`)).toHaveCount(0);
  });

  test('a locked day is read-only and refuses a drop', async ({ page, browser }) => {
    test.slow();
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin');
    const me = (await loginAs(page, 'finance')) as { id: number };
    const training = await trainingTaskId(page.request);
    const entry = await logTime(page.request, {
      timesheetTaskId: training,
      date: '2027-03-24',
      minutes: 120,
      note: 'Safety course',
    });
    const created = await admin.request.post('/api/timesheet/locks', {
      data: { lockDate: '2027-03-23', userId: me.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const lock = (await created.json()) as { id: number; version: number };
    try {
      await page.goto('/timesheet/calendar?view=week&date=2027-03-24');
      const locked = day(page, '2027-03-23');
      await expect(locked).toContainText('Locked');
      await expect(locked).toHaveAttribute('aria-label', /read-only/);
      await expect(locked.getByRole('button', { name: /Log time on/ })).toHaveCount(0);
      await expect(
        day(page, '2027-03-24').getByRole('button', { name: /Log time on/ }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // A drop onto the locked day is refused: nothing is sent and the block stays.
      let sent = false;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().includes('/api/timesheet/entries/')) sent = true;
      });
      await block(page, entry.id)
        .locator('[draggable="true"]')
        .dragTo(locked, { targetPosition: { x: 40, y: 120 } });
      await expect(day(page, '2027-03-24').locator(`[data-entry="${entry.id}"]`)).toBeVisible();
      // By keyboard too: Alt+Left onto the locked day says why and changes nothing.
      await page.locator(`[data-entry-button="${entry.id}"]`).focus();
      await page.keyboard.press('Alt+ArrowLeft');
      await expect(page.getByRole('status', { name: 'Calendar changes' })).toContainText(
        'Not moved',
      );
      expect(sent).toBe(false);
      await page.reload();
      await expect(day(page, '2027-03-24').locator(`[data-entry="${entry.id}"]`)).toBeVisible();

      // The open day's entry still edits in the dialog (finance lists no tasks: the target
      // search leaves them out instead of failing).
      await block(page, entry.id).getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: 'Time entry' });
      await expect(dialog.getByRole('combobox', { name: 'Logged on' })).toHaveValue('Training');
      await dialog.getByRole('textbox', { name: 'Duration' }).fill('150m');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(block(page, entry.id)).toContainText('2 h 30 min');
      await expect(page).toHaveURL(/\/timesheet\/calendar/);
    } finally {
      const lifted = await admin.request.delete(
        `/api/timesheet/locks/${lock.id}?version=${lock.version}`,
      );
      expect(lifted.ok(), await lifted.text()).toBe(true);
      await adminContext.close();
    }
  });
});
