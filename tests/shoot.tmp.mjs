import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4700';
const [account, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
page.on('pageerror', (e) => problems.push(String(e)));
if (account !== 'none') {
  const r = await page.request.post(`${base}/api/auth/login`, { data: { email: `${account}@example.com`, password: 'demo-password' } });
  if (!r.ok()) throw new Error('login ' + r.status());
}
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const name = `${account}${p.replace(/[^a-z0-9]+/gi, '_')}`.slice(0, 90);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  const h1 = await page.locator('h1').first().textContent().catch(() => '(no h1)');
  console.log(p, '->', page.url().replace(base, ''), '|', h1);
}
if (problems.length) console.log('PROBLEMS', problems.slice(0, 10));
await browser.close();
