import type { Locator } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** Chooses a rating by its visible label (the radio itself is visually hidden). */
async function pickRating(dialog: Locator, group: string, option: string): Promise<void> {
  const radios = dialog.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option })).toBeChecked();
}

/**
 * The risk and issue register (issue 15 § 1-2). KEEL-001 (project 1 of the
 * demo) has Max Member on its team with manageRisks; Pat Manager is
 * subscribed to every project for new items and raised severities.
 */
test.describe('Risks and issues', () => {
  test('a member raises a risk to critical; the subscribed pm opens the notification into the drawer, filters the heat map by keyboard and comments', async ({
    browser,
    page,
  }) => {
    // Two accounts, several pages and an axe run: more than the default budget on a busy machine.
    test.slow();
    const title = `Data migration slips ${Date.now().toString(36)}`;

    // Max raises a moderate risk on the register, then makes it critical.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await loginAs(memberPage, 'member');
    await memberPage.goto('/projects/1/risks');
    await expect(
      memberPage.getByRole('grid', { name: 'Probability-impact heat map' }),
    ).toBeVisible();
    await memberPage.getByRole('button', { name: 'New risk or issue' }).click();
    const create = memberPage.getByRole('dialog', { name: 'New risk or issue' });
    await create.getByRole('textbox', { name: 'Title' }).fill(title);
    await create
      .getByRole('textbox', { name: 'Description' })
      .fill('The legacy export is **late**.');
    await pickRating(create, 'Probability', '2 Unlikely');
    await expect(create.getByTestId('live-severity')).toHaveText('Severity 6 (moderate)');
    await create.getByRole('button', { name: 'Raise risk' }).click();
    await expect(memberPage.getByText(`${title} raised`)).toBeVisible();

    // The new item opens in the drawer; Edit raises probability and impact.
    const memberDrawer = memberPage.getByRole('dialog', { name: `Risk: ${title}` });
    await expect(memberDrawer.getByTestId('risk-severity')).toContainText('6 (Moderate, P2 x I3)');
    await memberDrawer.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = memberPage.getByRole('dialog', { name: `Edit ${title}` });
    await pickRating(edit, 'Probability', '5 Almost certain');
    await pickRating(edit, 'Impact', '4 Major');
    await expect(edit.getByTestId('live-severity')).toHaveText('Severity 20 (critical)Critical');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(memberPage.getByText(`${title} saved`)).toBeVisible();
    await expect(memberDrawer.getByTestId('risk-severity')).toContainText('20 (Critical, P5 x I4)');
    await expect(memberDrawer.getByTestId('risk-severity')).toContainText('Critical');
    await memberContext.close();

    // Pat's bell has it, naming the risk; Open leads to the register with the drawer.
    await loginAs(page, 'pm');
    await page.goto('/projects/dashboard');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const item = bell
      .getByRole('listitem')
      .filter({ hasText: `Risk "${title}" on KEEL-001 is now critical (severity 20)` });
    await expect(item).toContainText('Risk or issue');
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/projects\/1\/risks\?risk=\d+$/);
    const drawer = page.getByRole('dialog', { name: `Risk: ${title}` });
    await expect(drawer.getByTestId('risk-severity')).toContainText('Critical');
    await expect(drawer.getByRole('region', { name: 'Description' })).toContainText(
      'The legacy export is late.',
    );
    const history = drawer.getByRole('list', { name: 'History of changes' });
    await expect(history).toContainText('Max Member changed the probability from 2 to 5');
    await expect(history).toContainText('Max Member raised the item');

    // A comment, in Markdown, joins the thread.
    await drawer.getByRole('textbox', { name: 'Comment' }).fill('Moved the cut-over to **May**.');
    await drawer.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Comment posted')).toBeVisible();
    const comments = drawer.getByRole('list', { name: 'Comments' });
    await expect(comments.getByRole('listitem').filter({ hasText: 'Pat Manager' })).toContainText(
      'Moved the cut-over to May.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/projects\/1\/risks$/);

    // The heat map by keyboard: one tab stop (probability 5, impact 5), the arrows, Enter.
    const map = page.getByRole('grid', { name: 'Probability-impact heat map' });
    const list = page.getByRole('grid', { name: 'Risks and issues' });
    await expect(
      list.getByRole('row', { name: /App store review rejects the release/ }),
    ).toHaveCount(1);
    await map.getByRole('gridcell', { name: /^Probability 5, impact 5:/ }).focus();
    await page.keyboard.press('ArrowLeft');
    const cell = map.getByRole('gridcell', { name: /^Probability 5, impact 4: \d+ items?/ });
    await expect(cell).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/probability=5&impact=4/);
    await expect(list.getByRole('row', { name: new RegExp(title) })).toHaveCount(1);
    await expect(
      list.getByRole('row', { name: /App store review rejects the release/ }),
    ).toHaveCount(0);
    // The same cell again clears the filter.
    await page.keyboard.press('Enter');
    await expect(cell).toHaveAttribute('aria-selected', 'false');
    await expect(
      list.getByRole('row', { name: /App store review rejects the release/ }),
    ).toHaveCount(1);
  });

  test('the critical view lists the items across projects and links into the register', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/risks-issues/critical');
    const list = page.getByRole('grid', { name: 'Risks and issues' });
    const row = list.getByRole('row', { name: /Supplier delay/ });
    await expect(row).toContainText('Critical');
    await row.getByRole('link', { name: /Supplier delay in / }).click();
    await expect(page).toHaveURL(/\/projects\/\d+\/risks\?risk=\d+$/);
    await expect(page.getByRole('dialog', { name: 'Risk: Supplier delay' })).toBeVisible();
  });
  test('a stakeholder reads only the shared items, without comments, history or subscriptions', async ({
    page,
  }) => {
    await loginAs(page, 'stakeholder');
    await page.goto('/projects/1/overview');
    await page.getByRole('tab', { name: 'Risks & Issues' }).click();
    await expect(page).toHaveURL(/\/projects\/1\/risks$/);
    const list = page.getByRole('grid', { name: 'Risks and issues' });
    const shared = list.getByRole('row', { name: /App store review rejects the release/ });
    await expect(shared).toHaveCount(1);
    // An internal item of the same project is not there.
    await expect(list.getByRole('row', { name: /Push notification provider outage/ })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: 'New risk or issue' })).toHaveCount(0);
    await list.getByText('App store review rejects the release').click();
    const drawer = page.getByRole('dialog', { name: 'Risk: App store review rejects the release' });
    await expect(drawer.getByRole('region', { name: 'Mitigation' })).toContainText(
      'Add in-app account deletion',
    );
    await expect(drawer.getByRole('region', { name: 'Comments' })).toHaveCount(0);
    await expect(drawer.getByRole('region', { name: 'History' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Subscribe to this item' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  });
});
