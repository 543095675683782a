import type { BuiltInRole } from '@keel/types';

/**
 * The demo workspace's five accounts (DOMAIN.md § Demo workspace). The demo
 * seed creates them; the API tells the app whether they are all there
 * (`CurrentUser.demoWorkspace`), so production code needs to know them
 * without importing the seed.
 */
export type DemoAccountKey = 'admin' | 'pm' | 'member' | 'finance' | 'stakeholder';

export const DEMO_ACCOUNTS: Record<
  DemoAccountKey,
  { email: string; name: string; role: BuiltInRole; external: boolean }
> = {
  admin: { email: 'admin@example.com', name: 'Ada Admin', role: 'Administrator', external: false },
  pm: { email: 'pm@example.com', name: 'Pat Manager', role: 'Project Manager', external: false },
  member: { email: 'member@example.com', name: 'Max Member', role: 'Team Member', external: false },
  finance: { email: 'finance@example.com', name: 'Fin Ance', role: 'Finance', external: false },
  stakeholder: {
    email: 'stakeholder@example.com',
    name: 'Sam Stakeholder',
    role: 'Stakeholder',
    external: true,
  },
};
