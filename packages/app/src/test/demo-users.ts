import type { CurrentUser, GlobalPermissionFlag } from '@keel/types';
import { BUILT_IN_ROLE_FLAGS } from '@keel/types';

/** The demo accounts of the cross-part contract, as `GET /api/users/current` describes them. */
function flags(list: readonly GlobalPermissionFlag[]): CurrentUser['globalPermissions'] {
  return Object.fromEntries(list.map((f) => [f, true]));
}

const settings = {
  tasksPageCustomViews: [],
  tasksTableCustomViews: [],
  theme: 'system' as const,
  projectsBrowserColumns: { customFieldIds: [] },
};
const delivery = { id: 1, name: 'Delivery' };
const design = { id: 2, name: 'Design' };
const finance = { id: 3, name: 'Finance' };

export const demoUsers = {
  admin: {
    id: 1,
    email: 'admin@example.com',
    name: 'Ada Admin',
    initials: 'AA',
    color: '#2f5bd3',
    external: false,
    globalPermissions: flags(BUILT_IN_ROLE_FLAGS.Administrator),
    teams: [],
    settings,
  },
  pm: {
    id: 2,
    email: 'pm@example.com',
    name: 'Pat Manager',
    initials: 'PM',
    color: '#17753a',
    external: false,
    globalPermissions: flags(BUILT_IN_ROLE_FLAGS['Project Manager']),
    teams: [delivery],
    settings,
  },
  member: {
    id: 3,
    email: 'member@example.com',
    name: 'Max Member',
    initials: 'MM',
    color: '#8a5a00',
    external: false,
    globalPermissions: flags(BUILT_IN_ROLE_FLAGS['Team Member']),
    teams: [delivery, design],
    settings,
  },
  finance: {
    id: 4,
    email: 'finance@example.com',
    name: 'Fin Ance',
    initials: 'FA',
    color: '#1f5fa8',
    external: false,
    globalPermissions: flags(BUILT_IN_ROLE_FLAGS.Finance),
    teams: [finance],
    settings,
  },
  stakeholder: {
    id: 5,
    email: 'stakeholder@example.com',
    name: 'Sam Stakeholder',
    initials: 'SS',
    color: '#b42318',
    external: true,
    globalPermissions: flags(BUILT_IN_ROLE_FLAGS.Stakeholder),
    teams: [],
    settings,
  },
} satisfies Record<string, CurrentUser>;

export type DemoAccount = keyof typeof demoUsers;

export const demoQuoteTypes = [
  { id: 1, pageTitle: 'Standard', icon: 'file-text' },
  { id: 2, pageTitle: 'Change request', icon: 'git-pull-request' },
  { id: 3, pageTitle: 'Support retainer', icon: 'life-buoy' },
];
