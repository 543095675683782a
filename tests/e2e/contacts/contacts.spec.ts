import { readFile } from 'node:fs/promises';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

test.describe('Contacts', () => {
  test('a contact created in the directory is linked to a project from its overview and exported', async ({
    page,
  }) => {
    test.slow();
    // pm@example.com holds manageGlobalContacts and manages KEEL-001.
    await loginAs(page, 'pm');
    const suffix = Date.now().toString(36);
    const name = `Nora Lindqvist ${suffix}`;

    // Create the contact in the directory.
    await page.goto('/projects/contacts');
    const table = page.getByRole('grid', { name: 'Contacts' });
    await expect(table).toContainText('Helen Marsh', { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Harbour Bank');
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Head of Security');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create contact' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`nora.${suffix}@harbourbank.example`);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0999');
    await dialog.getByRole('button', { name: 'Create contact' }).click();
    await expect(page.getByText(`Contact ${name} created`)).toBeVisible();

    // The search finds it.
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
    await expect(table).not.toContainText('Helen Marsh');

    // Export CSV downloads the contacts of the current search.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('keel-contacts.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Company,Job title,Email,Phone,Notes,Linked projects,Updated');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${name},Harbour Bank,Head of Security,nora.${suffix}@harbourbank.example`,
    );

    // Link it to KEEL-001 (project 1 of the fresh demo) from the overview, with a suggested role.
    await page.goto('/projects/1/overview');
    const card = page.getByRole('region', { name: 'Contacts' });
    await expect(card.getByText('Helen Marsh')).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Link contact' }).click();
    const link = page.getByRole('dialog', { name: 'Link a contact' });
    await link.getByRole('combobox', { name: 'Contact' }).fill(suffix);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await link.getByRole('button', { name: 'Technical lead' }).click();
    await expect(link.getByRole('textbox', { name: 'Role on the project' })).toHaveValue(
      'Technical lead',
    );
    await link.getByRole('button', { name: 'Link contact' }).click();
    await expect(page.getByText(`${name} linked as Technical lead`)).toBeVisible();

    const item = card.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Technical lead');
    await expect(item).toContainText('Head of Security, Harbour Bank');
    await expect(
      item.getByRole('link', { name: `nora.${suffix}@harbourbank.example` }),
    ).toHaveAttribute('href', `mailto:nora.${suffix}@harbourbank.example`);
    await expect(item.getByRole('link', { name: '+44 20 7946 0999' })).toHaveAttribute(
      'href',
      'tel:+442079460999',
    );

    // Unlink it again: the contact stays in the directory.
    await item.getByRole('button', { name: `Unlink ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Unlink ${name}?` })
      .getByRole('button', { name: 'Unlink' })
      .click();
    await expect(page.getByText(`${name} unlinked`)).toBeVisible();
    await expect(card.getByText(name)).toHaveCount(0);
  });

  test('a stakeholder sees the project contacts without their email or phone', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    await page.goto('/projects/1/overview');
    const card = page.getByRole('region', { name: 'Contacts' });
    const helen = card.getByRole('listitem').filter({ hasText: 'Helen Marsh' });
    await expect(helen).toContainText('Sponsor', { timeout: 15_000 });
    await expect(helen).toContainText('Harbour Bank');
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Link contact' })).toHaveCount(0);
    await expect(card).not.toContainText('@');
  });
});
