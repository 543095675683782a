import { test, expect, loginAs } from '../fixtures';

const STATIC_BASE = '/static/v5.30.2/';

test.describe('Serving the app', () => {
  test('a deep link returns the app page with no-cache', async ({ request }) => {
    const response = await request.get('/projects/1/overview?tab=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toContain('no-cache');
    expect(await response.text()).toContain(STATIC_BASE);
  });

  test('hashed assets are served under the versioned path with immutable caching', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((url) => url.startsWith(STATIC_BASE) && /\.(js|css)$/.test(url));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, 'asset names carry a content hash').toMatch(/[-.][\w-]{8,}\.(js|css)$/);
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, asset).toContain('immutable');
      expect(cacheControl, asset).toMatch(/max-age=31536000/);
    }
  });

  test('a missing asset under the versioned path is a 404, not the app page', async ({
    request,
  }) => {
    const response = await request.get(`${STATIC_BASE}assets/no-such-file.js`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
  });

  test('the sign-in page loads without console errors or CSP violations', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/auth/login');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pageProblems).toEqual([]);
  });

  test('the signed-in app loads without console errors or CSP violations', async ({
    page,
    pageProblems,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/');
    await expect(page).toHaveURL(/\/projects\/dashboard/);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(pageProblems).toEqual([]);
  });
});
