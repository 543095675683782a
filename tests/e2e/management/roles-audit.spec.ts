import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';
import { uniqueName } from './management-helpers';

// These flows sign in, run axe several times and may open a second browser context.
test.describe.configure({ timeout: 90_000 });

test.describe('Roles and the audit log', () => {
  test('an administrator creates a role with flags, finds it in the audit log, and deletes it', async ({
    page,
  }) => {
    const name = uniqueName('Auditors');
    await loginAs(page, 'admin');
    await page.goto('/management');
    await page
      .getByRole('navigation', { name: 'Management' })
      .getByRole('link', { name: 'Roles' })
      .click();
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    const admin = page.getByRole('row', { name: 'Administrator' });
    await expect(admin).toContainText('Built-in');
    // Built-in roles cannot be deleted.
    await expect(admin.getByRole('button', { name: 'Delete Administrator' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New role' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const contacts = dialog.getByRole('group', { name: 'Contacts' });
    await contacts.getByText('See the contact directory').click();
    await expect(
      contacts.getByRole('checkbox', { name: /See the contact directory/ }),
    ).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name });
    await expect(row).toContainText('Custom');
    await expect(row).toContainText('1 of');

    await page.goto('/management/audit?entityType=role');
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const entry = page.getByRole('row', { name: `Role ${name}` });
    await expect(entry).toContainText('Created');
    await expect(entry).toContainText('Ada Admin');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/management/roles');
    await page
      .getByRole('row', { name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete role' }).click();
    await expect(page.getByText('Role deleted')).toBeVisible();
    await expect(page.getByRole('row', { name })).toHaveCount(0);
  });

  test('someone without manageRoles cannot open the roles page', async ({ page }) => {
    await loginAs(page, 'finance');
    await page.goto('/management/roles');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
