import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const INDEX = resolve(ROOT, 'storybook-static/index.json');
/** WCAG 2.x level A and AA rules, the bar every story must meet. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Stories may not read the clock; this pins it for any that slip. */
const FIXED_NOW = new Date('2025-03-14T09:30:00Z');
/**
 * Chromium's own user agent plus the marker Storybook looks for: with it the
 * preview pauses CSS animations at their end and turns transitions off after
 * the play function, instead of waiting up to 5 s for them (deterministic
 * screenshots, faster runs).
 */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/140.0.0.0 Safari/537.36 StorybookTestRunner';

/**
 * One page per worker, reused across stories: every story still gets a fresh
 * document (a full navigation, so no state leaks from one story to the next),
 * but the worker keeps its HTTP and code caches, which makes loading the
 * preview several times faster than a new browser context per story.
 */
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const {
        baseURL,
        viewport,
        deviceScaleFactor,
        colorScheme,
        reducedMotion,
        locale,
        timezoneId,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        colorScheme,
        reducedMotion,
        locale,
        timezoneId,
        userAgent: USER_AGENT,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, use) => {
    await use(workerPage);
    // Leave nothing behind for the next story of this worker.
    workerPage.removeAllListeners('console');
    workerPage.removeAllListeners('pageerror');
    await workerPage
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await workerPage.context().clearCookies();
  },
});

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

function readStories(): IndexEntry[] {
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id));
}

const stories = readStories();

if (stories.length === 0) {
  test('the built Storybook lists stories', () => {
    throw new Error(`${INDEX} is missing or has no stories: run npm run build-storybook first.`);
  });
}

/** Collects console errors and uncaught errors of the story page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Waits until Storybook has rendered the story, run its play function and
 * finished (the preview's render reaches the `finished` phase), then until
 * fonts are loaded and two frames have been painted.
 */
async function waitForStory(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (storyId) => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      return render?.id === storyId && (render.phase === 'finished' || render.phase === 'aborted');
    },
    id,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** The text Storybook shows when a story or its play function threw. */
async function storyException(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const { classList } = document.body;
    if (classList.contains('sb-show-errordisplay')) {
      const display = document.querySelector('#error-message, .sb-errordisplay');
      return display?.textContent?.trim() || 'the story threw';
    }
    if (classList.contains('sb-show-nopreview')) return 'Storybook found no preview for it';
    return undefined;
  });
}

/** Rules a story turned off in `parameters.a11y.config.rules`, with its reason in code review. */
async function disabledAxeRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: {
          currentRender?: {
            story?: {
              parameters?: { a11y?: { config?: { rules?: { id: string; enabled?: boolean }[] } } };
            };
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const rules = preview?.currentRender?.story?.parameters?.a11y?.config?.rules ?? [];
    return rules.filter((rule) => rule.enabled === false).map((rule) => rule.id);
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    const problems = watchProblems(page);
    // The a11y addon would run axe inside the page after every story; this
    // test runs it once itself, so the addon's automatic run is switched off.
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`,
    );
    await waitForStory(page, story.id);

    const exception = await storyException(page);
    expect.soft(exception, 'the story renders and its play function passes').toBeUndefined();

    await expect.soft(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });

    // Legacy mode runs axe in the page in one call; the default mode opens an
    // extra page per run to merge frame results, which stories (no
    // cross-origin frames) do not need and which costs about a second each.
    const axe = await new AxeBuilder({ page })
      .setLegacyMode(true)
      // Only violations are reported, so axe need not collect the passes.
      // (options() replaces the whole option object: it goes first.)
      .options({ resultTypes: ['violations'] })
      .withTags(AXE_TAGS)
      .disableRules(await disabledAxeRules(page))
      .analyze();
    const violations = axe.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
    expect.soft(violations, 'axe WCAG 2.x A/AA violations').toEqual([]);

    expect(problems, 'console errors and uncaught errors').toEqual([]);
  });
}
