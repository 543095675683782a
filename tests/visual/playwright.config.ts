import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright-chromium';
import { reservePort } from '../reserve-port';

const ROOT = resolve(import.meta.dirname, '../..');
const port = reservePort('KEEL_VISUAL_PORT');
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Story tests over the built Storybook (storybook-static/): every story
 * renders without errors, passes axe, and matches its committed screenshot.
 * Baselines: tests/visual/__screenshots__/<story id>.png. `npm run
 * visual:update` accepts new ones; in CI a missing baseline fails.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: '../../test-results/visual-artifacts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../../test-results/visual.json' }]],
  expect: {
    timeout: 5_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Absorbs font anti-aliasing differences between machines.
      maxDiffPixelRatio: 0.01,
    },
  },
  use: {
    baseURL,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'UTC',
    screenshot: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node tests/visual/serve-static.mjs storybook-static ${port}`,
    cwd: ROOT,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
  },
});
