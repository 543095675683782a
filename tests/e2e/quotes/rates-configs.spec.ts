import { test, expect, loginAs } from '../fixtures';
import { uniqueName } from '../management/management-helpers';
// The live announcer react-aria leaves after a selection is not page content (see ../projects/axe.ts).
import { axeViolations } from '../axe';

// These flows sign in, save several times and run axe more than once.
test.describe.configure({ timeout: 90_000 });

test.describe('Quote rates and pricing', () => {
  test('finance creates a rate profile with two roles and edits a rate', async ({ page }) => {
    const name = uniqueName('Nordic rates');
    await loginAs(page, 'finance');
    await page.goto('/quotes/rates');
    await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Standard rates' })).toContainText('€110.00');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New rate profile' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New rate profile' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Role 1' }).fill('Analyst');
    await dialog.getByRole('textbox', { name: 'Hourly rate 1' }).fill('90');
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await dialog.getByRole('textbox', { name: 'Role 2' }).fill('Tester');
    await dialog.getByRole('textbox', { name: 'Hourly rate 2' }).fill('70.50');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByText(`${name} created`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const roles = page.getByRole('table', { name: `Roles of ${name}` });
    await expect(roles.getByRole('rowheader')).toHaveText(['Analyst', 'Tester']);
    await expect(roles).toContainText('€90.00');
    await expect(roles).toContainText('€70.50');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Hourly rate 2' }).fill('75');
    await edit.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(`${name} saved`)).toBeVisible();
    await expect(roles).toContainText('€75.00');
    await expect(roles).not.toContainText('€70.50');
  });

  test('finance builds a pricing config: three markups, moves the last up, deletes the middle one', async ({
    page,
  }) => {
    const name = uniqueName('Agency pricing');
    await loginAs(page, 'finance');
    await page.goto('/quotes/configs');
    await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Markups of Standard pricing' }).getByRole('rowheader'),
    ).toHaveText(['Project management', 'Travel and materials handling', 'Risk contingency']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New pricing config' }).first().click();
    const create = page.getByRole('dialog', { name: 'New pricing config' });
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('button', { name: 'Create config' }).click();
    await expect(page.getByText(`${name} created`)).toBeVisible();

    const card = page.getByRole('region', { name });
    for (const [label, percent] of [
      ['Management', '10'],
      ['Handling', '5'],
      ['Contingency', '3'],
    ] as const) {
      await card.getByRole('button', { name: 'Add markup' }).click();
      const dialog = page.getByRole('dialog', { name: `Add a markup to ${name}` });
      await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
      await dialog.getByRole('textbox', { name: 'Percentage' }).fill(percent);
      await dialog.getByRole('button', { name: 'Add markup' }).click();
      await expect(page.getByText(`Markup ${label} added`)).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    const table = card.getByRole('table', { name: `Markups of ${name}` });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Management',
      'Handling',
      'Contingency',
    ]);
    await expect(table.getByRole('row', { name: /Management/ })).toContainText('10 %');

    // Reorder by keyboard: the button is focused and pressed with Enter.
    const moveUp = table.getByRole('button', { name: 'Move Contingency up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Contingency moved up to position 2')).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText([
      'Management',
      'Contingency',
      'Handling',
    ]);

    await table.getByRole('button', { name: 'Delete markup Contingency' }).click();
    await page.getByRole('button', { name: 'Delete markup', exact: true }).click();
    await expect(page.getByText('Markup Contingency deleted')).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(['Management', 'Handling']);
    await expect(table.getByRole('row').nth(2)).toContainText('2');

    // The worked example prices a sample quote with the entries in their order: both apply to
    // the subtotal so far, 10 % of 11,000.00, then 5 % of 12,100.00.
    await card.getByText('Worked example').click();
    const example = card.getByRole('table', { name: `Worked example of ${name}` });
    await expect(example).toContainText('€1,000.00');
    await expect(example.getByRole('row', { name: /Total/ })).toContainText('€12,705.00');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the pm sees rates read-only and has no Pricing page', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/quotes/rates');
    const standard = page.getByRole('region', { name: 'Standard rates' });
    await expect(standard).toContainText('€110.00');
    await expect(page.getByRole('button', { name: 'New rate profile' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Standard rates' })).toHaveCount(0);
    // Salary groups lead to cost: the pm does not see the column.
    await expect(standard.getByRole('columnheader', { name: 'Salary group' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/quotes/configs');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
