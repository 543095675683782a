import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';
import { uniqueName } from '../management/management-helpers';

// These flows sign in, run axe several times and create their own records.
test.describe.configure({ timeout: 90_000 });

const READER_PASSWORD = 'quiet-ledger-of-saturday-hours';

/** As the pages show time in lieu: `90` -> `+1:30`, `-45` -> `-0:45`, `0` -> `0:00`. */
function signedClock(minutes: number): string {
  const abs = Math.abs(minutes);
  const clock = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  return minutes > 0 ? `+${clock}` : minutes < 0 ? `-${clock}` : clock;
}

interface Balance {
  user: { id: number; name: string };
  adjustedMinutes: number;
  balanceMinutes: number;
}

async function balanceOf(request: APIRequestContext, name: string): Promise<Balance> {
  const response = await request.get('/api/timesheet/time-in-lieu?pageSize=100');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Balance[] };
  const balance = items.find((b) => b.user.name === name);
  if (!balance) throw new Error(`No time-in-lieu account for ${name}`);
  return balance;
}

/** A team of no one, so a lock for it changes nothing for the specs running beside this one. */
async function createEmptyTeam(page: Page, prefix: string): Promise<{ id: number; name: string }> {
  const name = uniqueName(prefix);
  const response = await page.request.post('/api/teams', { data: { name, memberIds: [] } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function deleteTeam(page: Page, teamId: number) {
  const team = (await (await page.request.get(`/api/teams/${teamId}`)).json()) as {
    version: number;
  };
  const response = await page.request.delete(`/api/teams/${teamId}?version=${team.version}`);
  expect(response.ok()).toBe(true);
}

test.describe('Management > Timesheet', () => {
  test('an administrator adds a lock for a team, sees it in the list and the audit log, and lifts it', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    const team = await createEmptyTeam(page, 'Lock team');
    const scope = `Team: ${team.name}`;

    await page.goto('/management/timesheet/locks');
    await expect(page.getByRole('heading', { name: 'Locking', level: 1 })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Timesheet locks' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add lock' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add lock' });
    // Sending without a date names the field.
    await dialog.getByRole('button', { name: 'Add lock' }).click();
    await expect(dialog.getByText('Date is required')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: /^day/ }).click();
    await page.keyboard.type('31012024');
    await dialog.getByText('One team').click();
    await dialog.getByRole('button', { name: /Team$/ }).click();
    await page.getByRole('option', { name: team.name }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add lock' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Timesheets locked through 31 Jan 2024')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: scope });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('31 Jan 2024');
    await expect(row).toContainText('Ada Admin');

    await row.getByRole('button', { name: `Lift lock through 31 Jan 2024 for ${scope}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Lift the lock through 31 Jan 2024?' });
    await expect(confirm).toContainText(scope);
    await confirm.getByRole('button', { name: 'Lift lock' }).click();
    await expect(page.getByText('Lock through 31 Jan 2024 lifted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: scope })).toHaveCount(0);

    // Both the lock and its lifting are in the audit log.
    await page.goto('/management/audit?entityType=timesheetLock');
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const entries = page
      .getByRole('row')
      .filter({ hasText: `Up to 2024-01-31 for team ${team.name}` });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Ada Admin');

    await deleteTeam(page, team.id);
  });

  test('lifting a lock someone else lifted meanwhile reloads the list and says so', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    const team = await createEmptyTeam(page, 'Stale lock team');
    const created = await page.request.post('/api/timesheet/locks', {
      data: { lockDate: '2024-02-29', teamId: team.id },
    });
    expect(created.status()).toBe(201);
    const lock = (await created.json()) as { id: number; version: number };
    const scope = `Team: ${team.name}`;

    await page.goto('/management/timesheet/locks');
    const row = page.getByRole('row').filter({ hasText: scope });
    await expect(row).toContainText('29 Feb 2024');
    // Someone else lifts it first.
    const lifted = await page.request.delete(
      `/api/timesheet/locks/${lock.id}?version=${lock.version}`,
    );
    expect(lifted.ok()).toBe(true);

    await row.getByRole('button', { name: /^Lift lock/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Lift lock' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'lifted by someone else' }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: scope })).toHaveCount(0);
    // The page says it once: no error notification besides.
    await expect(page.getByText('Lock not found')).toHaveCount(0);

    await deleteTeam(page, team.id);
  });

  test('an administrator adds a timesheet task, renames it and deactivates it', async ({
    page,
  }) => {
    const name = uniqueName('Workshop');
    await loginAs(page, 'admin');
    await page.goto('/management/timesheet/tasks');
    await expect(page.getByRole('heading', { name: 'Timesheet Tasks', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Time in lieu taken' })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New timesheet task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New timesheet task' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: /Kind$/ }).click();
    // "Time in lieu taken" exists already, so it is not offered again.
    await expect(page.getByRole('option', { name: 'Time in lieu taken' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Training' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Training');
    await expect(row).toContainText('Active');

    const renamed = `${name} renamed`;
    await row.getByRole('button', { name: `Rename ${name}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename ${name}` });
    await rename.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toHaveCount(1);

    await renamedRow.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    await expect(page.getByText(`${renamed} deactivated`)).toBeVisible();
    await expect(renamedRow).toContainText('Inactive');
    await expect(renamedRow.getByRole('button', { name: `Reactivate ${renamed}` })).toBeVisible();
    // The timesheet no longer offers it: the active list leaves it out.
    const active = await page.request.get('/api/timesheet/tasks');
    const { items } = (await active.json()) as { items: { name: string }[] };
    expect(items.map((t) => t.name)).not.toContain(renamed);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an administrator adjusts a member's time in lieu with a reason and sees the balance and history change", async ({
    page,
  }) => {
    const reason = uniqueName('Release weekend');
    await loginAs(page, 'admin');
    const before = await balanceOf(page.request, 'Max Member');

    await page.goto('/management/timesheet/til');
    await expect(page.getByRole('heading', { name: 'Time In Lieu', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Max Member' });
    await expect(row).toContainText('7:30'); // the demo member's standard day
    await expect(row).toContainText(signedClock(before.balanceMinutes));
    // Nobody adjusts their own account.
    await expect(page.getByRole('button', { name: 'Adjust Ada Admin' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Adjust Max Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust time in lieu of Max Member' });
    await dialog.getByRole('textbox', { name: 'Duration' }).fill('1:30');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await expect(dialog.getByRole('radio', { name: 'Credit (add time)' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('+1:30 adjusted for Max Member')).toBeVisible();

    const after = await balanceOf(page.request, 'Max Member');
    expect(after.adjustedMinutes).toBe(before.adjustedMinutes + 90);
    await expect(row).toContainText(signedClock(after.adjustedMinutes));
    await expect(row).toContainText(signedClock(after.balanceMinutes));

    await row.getByRole('button', { name: 'History of Max Member' }).click();
    const drawer = page.getByRole('dialog', { name: 'Time in lieu of Max Member' });
    const entry = drawer.getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText('+1:30');
    await expect(entry).toContainText('Ada Admin');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // A debit by keyboard takes it back, so the member's account ends as it was.
    await row.getByRole('button', { name: 'Adjust Max Member' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Debit (remove time)' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('textbox', { name: 'Duration' }).fill('90m');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(`${reason} correction`);
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Save adjustment' }).press('Enter');
    await expect(dialog).toBeHidden();
    const corrected = await balanceOf(page.request, 'Max Member');
    expect(corrected.adjustedMinutes).toBe(before.adjustedMinutes);
    await expect(row).toContainText(signedClock(corrected.balanceMinutes));
  });

  test('finance manages locks only for everyone, and has no time-in-lieu or timesheet task pages', async ({
    page,
  }) => {
    await loginAs(page, 'finance');
    await page.goto('/management/timesheet/locks');
    await expect(page.getByRole('heading', { name: 'Locking', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add lock' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add lock' });
    // Finance may not list users or teams, so only a lock for everyone is offered.
    await expect(dialog.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await expect(dialog).toContainText('needs the permission to list users and teams');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/management/timesheet/tasks');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goto('/management/timesheet/til');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('someone who may only read the timesheet rules sees the three pages without a write button', async ({
    page,
    browser,
  }) => {
    // An administrator gives a new account a role with the three reading flags only.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin');
    const roleName = uniqueName('Timesheet reader');
    const role = await admin.request.post('/api/roles', {
      data: {
        name: roleName,
        flags: ['readTimesheetLocks', 'readTimesheetTasks', 'readTimesheetTimeInLieuAccount'],
      },
    });
    expect(role.status()).toBe(201);
    const { id: roleId } = (await role.json()) as { id: number };
    const email = `reader-${Date.now().toString(36)}@example.com`;
    const invitation = await admin.request.post('/api/admin/invitations', {
      data: { email, name: 'Rita Reader', roleIds: [roleId], external: false, projectIds: [] },
    });
    expect(invitation.status()).toBe(201);
    const { url } = (await invitation.json()) as { url: string };
    const token = new URL(url, 'http://localhost').searchParams.get('token');
    // A lock to read (a past date, for an empty team).
    const team = await createEmptyTeam(admin, 'Read lock team');
    const lock = await admin.request.post('/api/timesheet/locks', {
      data: { lockDate: '2024-03-31', teamId: team.id },
    });
    expect(lock.status()).toBe(201);
    const { id: lockId, version: lockVersion } = (await lock.json()) as {
      id: number;
      version: number;
    };

    const signup = await page.request.post('/api/auth/signup', {
      data: { email, token, name: 'Rita Reader', password: READER_PASSWORD },
    });
    expect(signup.ok()).toBe(true);
    const login = await page.request.post('/api/auth/login', {
      data: { email, password: READER_PASSWORD },
    });
    expect(login.ok()).toBe(true);

    await page.goto('/management/timesheet/locks');
    await expect(page.getByRole('heading', { name: 'Locking', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Team: ${team.name}` })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add lock' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Lift/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/management/timesheet/tasks');
    await expect(page.getByRole('row').filter({ hasText: 'Time in lieu taken' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'New timesheet task' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /^(Rename|Deactivate|Reactivate) / }),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/management/timesheet/til');
    const row = page.getByRole('row').filter({ hasText: 'Max Member' });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Adjust / })).toHaveCount(0);
    await row.getByRole('button', { name: 'History of Max Member' }).click();
    await expect(page.getByRole('dialog', { name: 'Time in lieu of Max Member' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const lifted = await admin.request.delete(
      `/api/timesheet/locks/${lockId}?version=${lockVersion}`,
    );
    expect(lifted.ok()).toBe(true);
    await deleteTeam(admin, team.id);
    await adminContext.close();
  });
});
