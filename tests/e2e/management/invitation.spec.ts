import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';
import { pickOptions } from './management-helpers';

// These flows sign in, run axe several times and may open a second browser context.
test.describe.configure({ timeout: 90_000 });

test.describe('Inviting a user', () => {
  test('an invited Team Member signs up from the link, signs in and sees the menu their role allows', async ({
    page,
    browser,
  }) => {
    const email = `invitee-${Date.now().toString(36)}@example.com`;
    await loginAs(page, 'admin');
    await page.goto('/management/users/all');
    await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Pat Manager/ })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Invite user' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ivy Invitee');
    await pickOptions(dialog, 'Roles', ['Team Member']);
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    const done = page.getByRole('dialog', { name: 'Invitation created' });
    const link = done.getByRole('link', { name: /\/auth\/signup\?/ });
    await expect(link).toBeVisible();
    const url = await link.getAttribute('href');
    expect(url).toContain(`email=${encodeURIComponent(email)}`);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');

    // The invitee opens the link in a browser of their own.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(url!);
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await invitee.getByRole('textbox', { name: 'Name' }).fill('Ivy Invitee');
    await invitee.getByLabel('Password', { exact: true }).fill('invitee-password');
    await invitee.getByLabel('Confirm password').fill('invitee-password');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/timesheet/);

    // Sign out, then sign in with the new password.
    await invitee.goto('/auth/logout');
    await expect(invitee.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await invitee.getByRole('textbox', { name: 'Email' }).fill(email);
    await invitee.getByLabel('Password').fill('invitee-password');
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await expect(invitee).toHaveURL(/\/timesheet/);
    const rail = invitee.getByRole('navigation', { name: 'Main' });
    await expect(rail.getByRole('link')).toHaveText(['Timesheet', 'Tasks']);
    await context.close();

    // The administrator now sees them active.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
  });

  test('an invitation can be resent and revoked, each confirmed', async ({ page }) => {
    const email = `resend-${Date.now().toString(36)}@example.com`;
    await loginAs(page, 'admin');
    const response = await page.request.post('/api/admin/invitations', {
      data: { email, name: 'Rae Resend', roleIds: [], external: false, projectIds: [] },
    });
    expect(response.status()).toBe(201);
    const { userId } = (await response.json()) as { userId: number };

    await page.goto(`/management/users/${userId}`);
    await expect(page.getByRole('heading', { name: 'Rae Resend', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invitation link' });
    await expect(dialog.getByRole('link', { name: /\/auth\/signup\?/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Revoke invitation' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Invitation revoked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke invitation' })).toHaveCount(0);
  });

  test('the user list keeps search and filters in the URL', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/management/users/standard?search=finance');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('finance');
    await expect(page.getByRole('row', { name: /Fin Ance/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Pat Manager/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByRole('row', { name: /Pat Manager/ })).toHaveCount(1);
    await page.goto('/management/users/all?signedIn=never');
    const filters = page.getByRole('group', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: /Never signed in/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Ada Admin/ })).toHaveCount(0);
    await page.goto('/management/users/stakeholder');
    await expect(page.getByRole('row', { name: /Sam Stakeholder/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Pat Manager/ })).toHaveCount(0);
  });
});
