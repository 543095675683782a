import { test, expect, loginAs } from '../fixtures';

/**
 * A comment written to dress up the page: a link styled to cover the whole window (the
 * phishing overlay of issue 27), the app's own class and id names, and handlers on svg and
 * img. Rendered, it is an ordinary link in the comment and the page stays usable.
 */
const PHISHING_COMMENT = [
  'Please read this first:',
  '',
  '<a href="https://evil.example/login" class="overlay" id="root" style="position:fixed;inset:0;z-index:2147483647;display:block;width:100vw;height:100vh;background:#fff;font-size:48px">Your session expired. Sign in again</a>',
  '',
  '<div style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:2147483646;background:rgba(0,0,0,.9)">dimmed</div>',
  '',
  '<svg onload="window.__keelMarkdownRan = 1"><circle r="40"></circle></svg>',
  '<img src="x" onerror="window.__keelMarkdownRan = 2" alt="chart">',
].join('\n');

test('a comment with a full-screen phishing link stays a plain link inside the comment', async ({
  page,
  pageProblems,
}) => {
  await loginAs(page, 'pm');
  const thread = (await (
    await page.request.post('/api/projects/1/discussion/threads', {
      data: { title: `Site induction ${Date.now().toString(36)}`, body: 'Agenda to follow.' },
    })
  ).json()) as { id: number };
  const comment = await page.request.post(
    `/api/projects/1/discussion/threads/${thread.id}/comments`,
    { data: { body: PHISHING_COMMENT } },
  );
  expect(comment.status(), await comment.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/projects/1/discussion?thread=${thread.id}`);
  const reply = page.getByRole('article', { name: 'reply by Pat Manager' });
  const link = reply.getByRole('link', { name: 'Your session expired. Sign in again' });
  await expect(link).toBeVisible();

  // The author's style, class and id are gone; the link carries the rel.
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  for (const attribute of ['style', 'class', 'id']) {
    expect(await link.getAttribute(attribute), attribute).toBeNull();
  }
  // The rendered Markdown: the link's paragraph's parent.
  const rendered = link.locator('xpath=../..');
  await expect(rendered.getByRole('img', { name: 'chart' })).toBeVisible();
  expect(
    await rendered.locator('[style], [class], [id], svg, div, [onload], [onerror]').count(),
  ).toBe(0);

  // The link is a line of the comment, not a layer over the page.
  const box = (await link.boundingBox())!;
  expect(box.height).toBeLessThan(80);
  expect(box.width).toBeLessThan(1280 * 0.9);
  const position = await link.evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe('static');
  // What lies at the middle and the corners of the window is the app, not the comment.
  const hits = await page.evaluate(() =>
    [
      [innerWidth / 2, innerHeight / 2],
      [5, 5],
      [innerWidth - 5, innerHeight - 5],
    ].map(([x, y]) => {
      const element = document.elementFromPoint(x!, y!);
      return element?.closest('a[href^="https://evil.example"]') !== null ||
        element?.textContent === 'dimmed'
        ? 'covered'
        : 'app';
    }),
  );
  expect(hits).toEqual(['app', 'app', 'app']);

  // The page still works: the reply box takes text, the app's links are reachable.
  await page.getByRole('textbox', { name: 'Reply' }).fill('Noted.');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('Noted.');
  await page.getByRole('button', { name: 'All threads' }).click();
  await expect(page.getByRole('list', { name: 'Threads' })).toBeVisible();

  // No handler ran, and none had to be stopped by the Content-Security-Policy.
  expect(
    await page.evaluate(() => (window as { __keelMarkdownRan?: number }).__keelMarkdownRan),
  ).toBeUndefined();
  expect(pageProblems.filter((line) => line.startsWith('CSP violation'))).toEqual([]);
});
