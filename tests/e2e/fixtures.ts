import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The password of every demo account (cross-part contract). */
export const DEMO_PASSWORD = 'demo-password';

export type DemoAccount = 'admin' | 'pm' | 'member' | 'finance' | 'stakeholder';

export interface DemoAccountInfo {
  email: string;
  name: string;
  role: string;
  /** Where `/` finally lands for this account. */
  home: string;
}

/** The five accounts of the demo workspace (cross-part contract). */
export const DEMO_ACCOUNTS: Readonly<Record<DemoAccount, DemoAccountInfo>> = {
  admin: {
    email: 'admin@example.com',
    name: 'Ada Admin',
    role: 'Administrator',
    home: '/projects/dashboard',
  },
  pm: {
    email: 'pm@example.com',
    name: 'Pat Manager',
    role: 'Project Manager',
    home: '/projects/dashboard',
  },
  member: {
    email: 'member@example.com',
    name: 'Max Member',
    role: 'Team Member',
    home: '/timesheet',
  },
  finance: {
    email: 'finance@example.com',
    name: 'Fin Ance',
    role: 'Finance',
    home: '/projects/browser',
  },
  stakeholder: {
    email: 'stakeholder@example.com',
    name: 'Sam Stakeholder',
    role: 'Stakeholder',
    home: '/projects/browser',
  },
};

/**
 * Signs in through the API with the page's own request context, so the
 * session cookie lands in the browser context and the next navigation is
 * signed in. Returns the current user the server answered with.
 */
export async function loginAs(page: Page, account: DemoAccount): Promise<unknown> {
  const { email } = DEMO_ACCOUNTS[account];
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) {
    throw new Error(`Signing in as ${email} failed: ${response.status()} ${await response.text()}`);
  }
  return response.json();
}

export interface KeelFixtures {
  /**
   * Every console error, uncaught page error and Content-Security-Policy
   * violation seen by the page since the test started, as readable lines.
   * Opt-in: a test that names it gets it.
   */
  pageProblems: string[];
}

/**
 * The Playwright `test`, with the run's server as `baseURL` (set in
 * playwright.config.ts) and the fixtures above. Import `test` and `expect`
 * from here so shared fixtures live in one place.
 */
export const test = base.extend<KeelFixtures>({
  pageProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // CSP violations do not always reach the console (report-only, workers),
    // so listen for the DOM event as well.
    await page.exposeFunction('__keelReportCspViolation', (line: string) => {
      problems.push(`CSP violation: ${line}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __keelReportCspViolation: (l: string) => void })
          .__keelReportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await use(problems);
  },
});
