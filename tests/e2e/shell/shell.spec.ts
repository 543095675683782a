import { test, expect, loginAs, type DemoAccount } from '../fixtures';

// SPEC §2's rail, with issue 32's Finance group (invoices) for those who read invoices.
const railSections: Record<DemoAccount, string[]> = {
  admin: ['Timesheet', 'Tasks', 'Projects', 'Quotes', 'Finance', 'Management'],
  pm: ['Timesheet', 'Tasks', 'Projects', 'Quotes', 'Finance', 'Management'],
  member: ['Timesheet', 'Tasks'],
  finance: ['Timesheet', 'Projects', 'Quotes', 'Finance', 'Management'],
  stakeholder: ['Projects'],
};

test.describe('The menu each account sees (SPEC §2 and §6)', () => {
  for (const [account, sections] of Object.entries(railSections) as [DemoAccount, string[]][]) {
    test(`${account} sees ${sections.join(', ')} in the rail`, async ({ page }) => {
      await loginAs(page, account);
      await page.goto('/');
      const rail = page.getByRole('navigation', { name: 'Main' });
      await expect(rail.getByRole('link')).toHaveText(sections);
    });
  }

  test('Max Member sees his own tasks and one entry per team', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/tasks/mine/ongoing');
    const panel = page.getByRole('navigation', { name: 'Tasks' });
    await expect(panel.getByRole('link')).toHaveText([
      'Ongoing',
      'Completed',
      'All',
      'Delivery',
      'Design',
      'Workload',
    ]);
    await expect(panel.getByRole('button', { name: 'Add Custom View' })).toHaveCount(0);
  });

  test('the quotes panel has one entry per quote meta type', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/quotes');
    const panel = page.getByRole('navigation', { name: 'Quotes' });
    await expect(panel.getByRole('link', { name: 'Standard' })).toHaveAttribute(
      'href',
      '/quotes/type-1',
    );
    await expect(panel.getByRole('link', { name: 'Change request' })).toHaveAttribute(
      'href',
      '/quotes/type-2',
    );
    await expect(panel.getByRole('link', { name: 'Support retainer' })).toHaveAttribute(
      'href',
      '/quotes/type-3',
    );
    await expect(panel.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });

  test('Fin Ance sees the finance pages but no dashboard', async ({ page }) => {
    await loginAs(page, 'finance');
    await page.goto('/projects/finances/forecast');
    const panel = page.getByRole('navigation', { name: 'Projects' });
    await expect(panel.getByRole('link', { name: 'Forecast' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(panel.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });
});

test.describe('Shell layout', () => {
  test('the second panel is 260 px wide', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/browser');
    const panel = page.getByRole('navigation', { name: 'Projects' });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(260);
  });

  test('there is no second panel on /timesheet', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/timesheet');
    await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(1);
  });

  test('a report viewer shows only the routed view, in print mode', async ({ page }) => {
    await loginAs(page, 'admin');
    // An unknown token: the viewer's not-found page, still without the shell.
    await page.goto('/projects/reports/viewer/some-token');
    await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.goto('/reports/status/viewer/some-token');
    await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('the user popup switches the theme, remembers it, and logs out', async ({ page }) => {
    await loginAs(page, 'pm');
    await page.goto('/projects/browser');
    await page.getByRole('button', { name: 'User menu, Pat Manager' }).click();
    const popup = page.getByRole('dialog', { name: 'User menu' });
    await expect(popup.getByText('pm@example.com')).toBeVisible();
    await popup.getByText('Dark theme').click();
    await expect(popup.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'User menu, Pat Manager' }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goto('/projects/browser');
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 600, height: 800 } });

    test('the navigation opens as a drawer from the top bar', async ({ page }) => {
      await loginAs(page, 'admin');
      await page.goto('/projects/browser');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Lessons' }).click();
      await expect(page).toHaveURL('/projects/lessons');
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe('Custom task views', () => {
  test('a view is saved, confirmed for 3 s, listed, edited and deleted', async ({
    page,
    pageProblems,
  }) => {
    // The confirmation's own 3 s, then an edit and a delete, each with a
    // save and a reload of the panel: over 30 s on a busy machine.
    test.slow();
    await loginAs(page, 'admin');
    await page.goto('/tasks/all/projects');
    const panel = page.getByRole('navigation', { name: 'Tasks' });
    const add = panel.getByRole('button', { name: 'Add Custom View' });
    // Keyboard focus shows the tooltip (as hover does for a mouse).
    await page.keyboard.press('Tab');
    await add.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Add Custom View');
    await add.click();

    const editor = page.getByRole('dialog', { name: 'Add Custom View' });
    await expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue('Custom View');
    await expect(editor.getByRole('switch', { name: 'Show project name' })).toBeChecked();
    const name = `Late work ${Date.now()}`;
    await editor.getByRole('textbox', { name: 'Name' }).fill(name);
    const saved = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/users/current/settings/tasks-page-custom-views') &&
        r.method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    const body = (await saved).postDataJSON() as {
      name: string;
      groupBy: string;
      filters: unknown[];
    }[];
    expect(body.at(-1)).toMatchObject({
      name,
      groupBy: 'projectFull',
      showProjectName: true,
      filters: [],
    });

    await expect(editor).toBeHidden();
    const confirmation = page.getByText('Custom View Saved');
    await expect(confirmation).toBeVisible();
    const shownAt = Date.now();
    await expect(confirmation).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    const link = panel.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', /^\/tasks\/all\/view\/[\w-]+$/);
    await link.click();
    await expect(page).toHaveTitle(`${name} - Keel`);

    // Edit: the editor opens with the saved values and saving renames the entry.
    await panel.getByRole('button', { name: `${name} actions` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Custom View' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    const renamed = `${name} (renamed)`;
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(panel.getByRole('link', { name: renamed })).toBeVisible();

    await panel.getByRole('button', { name: `${renamed} actions` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Custom View Deleted')).toBeVisible();
    await expect(panel.getByRole('link', { name: renamed })).toHaveCount(0);
    await expect(page).toHaveURL('/tasks/all/projects');
    expect(pageProblems).toEqual([]);
  });
});
