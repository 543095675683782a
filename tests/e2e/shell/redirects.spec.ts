import { test, expect, loginAs, DEMO_ACCOUNTS, type DemoAccount } from '../fixtures';

const accounts = Object.keys(DEMO_ACCOUNTS) as DemoAccount[];

test.describe('Home redirect (SPEC §2 "Home")', () => {
  for (const account of accounts) {
    test(`${DEMO_ACCOUNTS[account].name} lands on ${DEMO_ACCOUNTS[account].home}`, async ({
      page,
    }) => {
      await loginAs(page, account);
      await page.goto('/');
      await expect(page).toHaveURL(DEMO_ACCOUNTS[account].home);
    });
  }
});

test.describe('Default children (SPEC §2)', () => {
  const defaults: [DemoAccount, string, string][] = [
    ['admin', '/projects', '/projects/browser'],
    ['admin', '/projects/risks-issues', '/projects/risks-issues/active'],
    ['admin', '/projects/status', '/projects/status/latest'],
    ['admin', '/projects/finances', '/projects/finances/forecast'],
    ['admin', '/projects/reports', '/projects/status/latest'],
    ['admin', '/projects/1', '/projects/1/overview'],
    ['admin', '/projects/1/tasks', '/projects/1/tasks/list'],
    ['admin', '/tasks', '/tasks/mine/ongoing'],
    ['admin', '/tasks/mine', '/tasks/mine/ongoing'],
    ['admin', '/tasks/all', '/tasks/all/projects'],
    ['admin', '/management', '/management/users/all'],
    ['admin', '/management/users', '/management/users/all'],
    ['admin', '/management/salaries', '/management/salaries/employees'],
    ['admin', '/management/timesheet', '/management/timesheet/locks'],
    ['pm', '/management', '/management/teams'],
    ['finance', '/management', '/management/salaries/employees'],
    ['stakeholder', '/projects', '/projects/browser'],
    ['member', '/projects', '/not-found'],
  ];
  for (const [account, from, to] of defaults) {
    test(`${from} leads ${account} to ${to}`, async ({ page }) => {
      await loginAs(page, account);
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('the last chosen child is remembered for the default redirect', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/tasks/mine/completed');
    await expect(page.getByRole('heading', { name: 'My Completed Tasks' })).toBeVisible();
    await page.goto('/tasks');
    await expect(page).toHaveURL('/tasks/mine/completed');
    expect(await page.evaluate(() => localStorage.getItem('keel.lastChild.tasks/mine'))).toBe(
      '"/tasks/mine/completed"',
    );
  });

  test('the previous route and the way back from a project are stored', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/browser');
    await expect(page.getByRole('heading', { name: 'Browser' })).toBeVisible();
    await page.getByRole('link', { name: 'Lessons' }).click();
    await expect(page).toHaveURL('/projects/lessons');
    // Into a project through the quick search: a client-side navigation.
    await page.keyboard.press('Control+k');
    // A demo project by its name: a bare letter's first hit may be a quote, or a project
    // another spec (two workers, one database) has just created.
    await page.getByRole('combobox', { name: 'Global search' }).fill('Harbour Bank mobile');
    await expect(page.getByRole('option').first()).toContainText('Harbour Bank mobile app');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
    // The shell records route changes in an effect after the (transition)
    // render, which can land a moment after the URL has changed.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          previous: localStorage.getItem('keel.previousRoutePath'),
          projectReturn: localStorage.getItem('keel.projectReturnUrl'),
        })),
      )
      .toEqual({ previous: '"/projects/lessons"', projectReturn: '"/projects/lessons"' });
  });
});

test.describe('Guards', () => {
  test('a signed-out visitor goes to login with the location, and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/projects/finances/history?year=2026');
    await expect(page).toHaveURL(
      '/auth/login?redirectUrl=%2Fprojects%2Ffinances%2Fhistory%3Fyear%3D2026',
    );
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.admin.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/projects/finances/history?year=2026', { timeout: 15_000 });
  });

  test('a page the user may not see is replaced by /unauthorized', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    await page.goto('/quotes');
    await expect(page).toHaveURL('/unauthorized');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeVisible();
  });

  test('a non-integer id leads to not-found, and an unknown path shows it in place', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/projects/abc/overview');
    await expect(page).toHaveURL('/not-found');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown quote meta type is not found; a known one is titled by it', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/quotes/type-2');
    await expect(page).toHaveTitle('Change request - Keel');
    await page.goto('/quotes/type-99');
    await expect(page).toHaveURL('/not-found');
  });
});

test.describe('Titles', () => {
  const titles: [string, string][] = [
    ['/projects/browser', 'Browser - Keel'],
    ['/projects/dashboard', 'Dashboard - Keel'],
    ['/tasks/workload', 'Workload - Keel'],
    ['/management/teams', 'Teams - Keel'],
    ['/timesheet', 'Timesheet - Keel'],
  ];
  for (const [path, title] of titles) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await loginAs(page, 'admin');
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('the sign-in page is titled "Sign in - Keel"', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Sign in - Keel');
  });
});
