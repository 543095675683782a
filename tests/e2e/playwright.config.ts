import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright-chromium';
import { reserveE2ePort } from './e2e-env';

// The port is chosen once in the runner process and inherited by the workers
// through the environment, so `use.baseURL` is the same everywhere and specs
// that import `test` straight from @playwright/test still reach the server.
const port = reserveE2ePort();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e-artifacts',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A test's whole budget, not a speed check (the bench measures speed). Specs
  // with two axe runs and several page loads came within a second of 30 s on
  // CI's loaded cores, and the roadmap's ran out at its last step (33 s).
  timeout: 60_000,
  // Two browsers, the server and its database share CI's two cores: a page's
  // first query can take more than Playwright's default 5 s to come back (the
  // task page's file list did, in a 28-minute run). The assertions stay the
  // same; only the wait for them is longer.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'en-GB',
    timezoneId: 'UTC',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
