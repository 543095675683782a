import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser: the machines that run the
 * suite have no network, and `npx playwright install` is not part of setup.
 * `scripts/test.mjs` installs the package with apt-get when it is missing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
