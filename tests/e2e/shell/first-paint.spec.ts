import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

/*
 * The first load shows the app's frame at once (issue 27): index.html paints it before
 * any script runs, and the app keeps it until the first route is ready. Slow networks are
 * simulated by holding back the entry script, then the current-user request.
 */

const bootText = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading Keel…' });

test('the frame is painted before the main bundle arrives and stays until the page is ready', async ({
  page,
  pageProblems,
}) => {
  test.slow();
  await loginAs(page, 'pm');

  // 1. The entry chunk (index-*.js) is held back: the HTML alone must show the frame.
  let releaseBundle = () => {};
  const bundleHeld = new Promise<void>((resolve) => (releaseBundle = resolve));
  let bundleServed = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await bundleHeld;
    bundleServed = true;
    await route.continue();
  });
  // 2. Then the current user is held back: the app must keep the frame, not go blank.
  let releaseUser = () => {};
  const userHeld = new Promise<void>((resolve) => (releaseUser = resolve));
  let userAsked = false;
  await page.route('**/api/users/current', async (route) => {
    userAsked = true;
    await userHeld;
    await route.continue();
  });

  await page.goto('/projects/dashboard', { waitUntil: 'commit' });
  await expect(bootText(page)).toBeVisible();
  expect(bundleServed).toBe(false);
  const rail = page.locator('.keel-boot-rail');
  await expect(rail).toBeVisible();
  expect((await rail.boundingBox())!.width).toBe(56);
  // Painted, not just in the DOM: the frame has the theme's colours.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  releaseBundle();
  await expect.poll(() => userAsked).toBe(true);
  // The app runs now and waits for the user: the frame is still there.
  await page.waitForTimeout(500);
  await expect(bootText(page)).toBeVisible();
  await expect(rail).toBeVisible();

  releaseUser();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(bootText(page)).toHaveCount(0);
  expect(pageProblems.filter((line) => line.startsWith('CSP violation'))).toEqual([]);
});

test('the sign-in page loads without the frame’s rail', async ({ page }) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(bootText(page)).toBeVisible();
  await expect(page.locator('.keel-boot-rail')).toBeHidden();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible({ timeout: 15_000 });
});
