import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';
import { uniqueName } from './management-helpers';

// These flows sign in, run axe several times and may open a second browser context.
test.describe.configure({ timeout: 90_000 });

test.describe('Salaries', () => {
  test('finance adds a rate change to a new salary group and sees the history', async ({
    page,
  }) => {
    const name = uniqueName('Consultants');
    await loginAs(page, 'finance');
    await page.goto('/management/salaries/groups');
    await expect(page.getByRole('heading', { name: 'Salary Groups', level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New salary group' }).first().click();
    await page
      .getByRole('dialog', { name: 'New salary group' })
      .getByRole('textbox', { name: 'Name' })
      .fill(name);
    await page.getByRole('button', { name: 'Create group' }).click();

    const dialog = page.getByRole('dialog', { name: `Salary group ${name}` });
    await expect(dialog.getByText(/No rates yet/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Hourly rate' }).fill('52.50');
    await dialog.getByRole('button', { name: 'Add rate change' }).click();
    await expect(page.getByText('Rate change added')).toBeVisible();
    const history = dialog.getByRole('table', { name: 'Rate history' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('€52.50');
    await expect(history).toContainText('Current');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('€52.50');
  });

  test('finance sees employees with their hourly cost', async ({ page }) => {
    await loginAs(page, 'finance');
    await page.goto('/management/salaries/employees');
    await expect(page.getByRole('row', { name: /Max Member/ })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Max Member' }).click();
    await expect(page).toHaveURL(/employee=\d+/);
    const dialog = page.getByRole('dialog', { name: 'Max Member' });
    await expect(dialog.getByText('member@example.com')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Working days' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add personal rate' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The open record is in the URL, so a reload shows it again.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Max Member' })).toBeVisible();
  });

  test('an employee record is created for a new user, given a personal rate, and deleted', async ({
    page,
  }) => {
    const name = uniqueName('Eve Employee');
    const email = `employee-${Date.now().toString(36)}@example.com`;
    await loginAs(page, 'admin');
    const invited = await page.request.post('/api/admin/invitations', {
      data: { email, name, roleIds: [], external: false, projectIds: [] },
    });
    expect(invited.status()).toBe(201);

    await page.goto('/management/salaries/employees');
    await page.getByRole('button', { name: 'New employee' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New employee' });
    await dialog.getByRole('button', { name: 'Create employee' }).click();
    await expect(dialog.getByText('User is required')).toBeVisible();
    await dialog.getByRole('button', { name: /User/ }).first().click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await dialog.getByRole('button', { name: 'Create employee' }).click();
    await expect(page.getByText('Employee created')).toBeVisible();

    const record = page.getByRole('dialog', { name });
    await record.getByRole('textbox', { name: 'Hourly rate' }).fill('61');
    await record.getByRole('button', { name: 'Add personal rate' }).click();
    await expect(page.getByText('Personal rate added')).toBeVisible();
    await expect(record.getByRole('table', { name: 'Personal rates' })).toContainText('€61.00');
    await record.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/management/salaries/employees?search=${encodeURIComponent(email)}`);
    const row = page.getByRole('row', { name });
    await expect(row).toContainText('€61.00');
    await row.getByRole('button', { name: `Delete the employee record of ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete record' }).click();
    await expect(page.getByText('Employee record deleted')).toBeVisible();
    await expect(page.getByRole('row', { name })).toHaveCount(0);
  });
});
