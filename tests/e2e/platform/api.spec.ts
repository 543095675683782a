import { test, expect } from '../fixtures';

test.describe('API platform', () => {
  test('health answers ok with the version and the database kind', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', version: '5.30.2', database: 'sqlite' });
  });

  test('an unknown path under /api is a JSON 404, never the app page', async ({ request }) => {
    for (const path of ['/api/no-such-thing', '/api/projects/1/no-such-child']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('application/json');
      const body = await response.json();
      expect(typeof body.message, path).toBe('string');
    }
  });

  test('a signed-out call to a protected endpoint is a JSON 401', async ({ request }) => {
    const response = await request.get('/api/users/current');
    expect(response.status()).toBe(401);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(typeof (await response.json()).message).toBe('string');
  });

  test('the OpenAPI document is valid JSON describing the API paths', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const document = await response.json();
    expect(String(document.openapi)).toMatch(/^3\./);
    expect(document.info?.version).toBe('5.30.2');
    const paths = Object.keys(document.paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/users/current',
        '/api/search',
      ]),
    );
  });

  test('the API docs page renders the operations', async ({ page, pageProblems }) => {
    test.setTimeout(90_000);
    await page.goto('/api/docs');
    // Every tag is listed, collapsed; opening one shows its operations. Swagger
    // UI lays out the whole document first (about 210 operations): 9 s on a
    // quiet two-core machine, more beside the other e2e worker, so it gets 45 s.
    const general = page.locator('.opblock-tag', { hasText: /^general/ });
    await expect(general).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('.opblock-tag', { hasText: /^timesheet/ })).toBeVisible();
    await general.click();
    await expect(page.getByText('/api/health', { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    expect(pageProblems).toEqual([]);
  });
});
