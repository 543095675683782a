import path from 'node:path';
import { seedTasksDemo } from './demo-tasks';
import { seedMilestonesDemo } from './demo-milestones';
import { seedTimelineDemo } from './demo-timeline';
import { seedTimesheetsDemo } from './demo-timesheets';
import type { ProjectRole, ProjectStatus, QuoteStatus } from '@keel/types';
import type { Knex } from 'knex';
import { existingValues, projectsByCode } from './demo-lookups';
import { hashPassword } from '../modules/auth/password';
import { ensureBuiltInRoles } from '../modules/auth/built-in-roles.repository';
import { insertProjectMembers, insertProjects } from '../modules/projects/projects.repository';
import { ensureQuoteMetaTypes, insertQuotes } from '../modules/quotes/quotes.repository';
import { assignRoles, findUserByEmail, insertUser } from '../modules/auth';
import { DEMO_ACCOUNTS, holdsDemoAccounts, type DemoAccountKey } from '../modules/users';
import { seedProjectsDemo } from './demo-projects';
import { seedAdministrationDemo } from './demo-administration';
import { seedTimesheetExportDemo } from './demo-timesheet-export';
import { seedTimesheetTimerDemo } from './demo-timesheet-timer';
import { seedTimeMaterialDemo } from './demo-time-material';
import { seedScopeDemo } from './demo-scope';
import { seedQuoteConfigDemo } from './demo-quote-config';
import { seedQuotesDemo } from './demo-quotes';
import { seedFromQuoteDemo } from './demo-from-quote';
import { seedRisksDemo } from './demo-risks';
import { seedReportsDemo } from './demo-reports';
import { seedLessonsDemo } from './demo-lessons';
import { seedContactsDemo } from './demo-contacts';
import { seedWorkloadDemo } from './demo-workload';
import { markWorkloadStoreStale } from '../modules/workload';
import { seedFinancesDemo } from './demo-finances';
import { seedInvoicesDemo } from './demo-invoices';

/**
 * The demo workspace (DOMAIN.md § Demo workspace): fixed data, no randomness,
 * safe to run again (only what is missing is added). Later issues add their
 * own demo data next to this.
 */

export const DEMO_PASSWORD = 'demo-password';

export { DEMO_ACCOUNTS, type DemoAccountKey };

const TEAMS: Array<{ name: string; lead: DemoAccountKey | null; members: DemoAccountKey[] }> = [
  { name: 'Delivery', lead: 'pm', members: ['pm', 'member'] },
  { name: 'Design', lead: null, members: ['member'] },
  { name: 'Finance', lead: null, members: ['finance'] },
];

interface DemoProject {
  code: string;
  name: string;
  alternateName: string | null;
  client: string;
  status: ProjectStatus;
  manager: DemoAccountKey;
  archived?: boolean;
  members: Partial<Record<DemoAccountKey, ProjectRole>>;
}

// Pat manages most and is a member of all but KEEL-009 and KEEL-012; Sam is a
// Stakeholder on exactly KEEL-001 and KEEL-002.
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    code: 'KEEL-001',
    name: 'Harbour Bank mobile app',
    alternateName: 'Project Tidewater',
    client: 'Harbour Bank',
    status: 'active',
    manager: 'pm',
    members: { pm: 'manager', member: 'member', stakeholder: 'stakeholder' },
  },
  {
    code: 'KEEL-002',
    name: 'Café Müller relaunch',
    alternateName: 'Müller Online 2026',
    client: 'Café Müller GmbH',
    status: 'active',
    manager: 'pm',
    members: { pm: 'manager', member: 'member', stakeholder: 'stakeholder' },
  },
  {
    code: 'KEEL-003',
    name: 'Northwind ERP migration',
    alternateName: 'NW-ERP',
    client: 'Northwind Traders',
    status: 'active',
    manager: 'pm',
    members: { pm: 'manager', member: 'member' },
  },
  {
    code: 'KEEL-004',
    name: 'Greenfield data platform',
    alternateName: 'Atlas',
    client: 'Greenfield Energy',
    status: 'onHold',
    manager: 'pm',
    members: { pm: 'manager' },
  },
  {
    code: 'KEEL-005',
    name: 'City museum website',
    alternateName: 'Museum Online',
    client: 'City of Arden',
    status: 'completed',
    manager: 'pm',
    archived: true,
    members: { pm: 'manager' },
  },
  {
    code: 'KEEL-006',
    name: 'Orbit logistics portal',
    alternateName: 'Orbit Portal',
    client: 'Orbit Freight',
    status: 'active',
    manager: 'pm',
    members: { pm: 'manager', member: 'member' },
  },
  {
    code: 'KEEL-007',
    name: 'Søndergaard brand refresh',
    alternateName: 'Brand 2026',
    client: 'Søndergaard & Co',
    status: 'draft',
    manager: 'pm',
    members: { pm: 'manager' },
  },
  {
    code: 'KEEL-008',
    name: 'Helix clinical trials dashboard',
    alternateName: 'Helix Insights',
    client: 'Helix Pharma',
    status: 'active',
    manager: 'pm',
    members: { pm: 'manager', member: 'member' },
  },
  {
    code: 'KEEL-009',
    name: 'Internal tooling upgrade',
    alternateName: null,
    client: 'Keel Studio',
    status: 'active',
    manager: 'admin',
    members: { admin: 'manager', member: 'member' },
  },
  {
    code: 'KEEL-010',
    name: 'Lumen retail analytics',
    alternateName: 'Lumen BI',
    client: 'Lumen Stores',
    status: 'cancelled',
    manager: 'pm',
    members: { pm: 'manager' },
  },
  {
    code: 'KEEL-011',
    name: 'Atlas insurance claims app',
    alternateName: 'ClaimFast',
    client: 'Atlas Insurance',
    status: 'completed',
    manager: 'pm',
    members: { pm: 'manager' },
  },
  {
    code: 'KEEL-012',
    name: 'Riverside school portal',
    alternateName: 'Riverside Learn',
    client: 'Riverside Schools',
    status: 'draft',
    manager: 'admin',
    members: { admin: 'manager' },
  },
];

interface DemoQuote {
  number: string;
  name: string;
  client: string;
  metaTypeId: 1 | 2 | 3;
  status: QuoteStatus;
  owner: DemoAccountKey;
  archived?: boolean;
}

export const DEMO_QUOTES: readonly DemoQuote[] = [
  {
    number: 'Q-2026-0001',
    name: 'Harbour Bank mobile app discovery',
    client: 'Harbour Bank',
    metaTypeId: 1,
    status: 'accepted',
    owner: 'pm',
  },
  {
    number: 'Q-2026-0002',
    name: 'Café Müller online shop',
    client: 'Café Müller GmbH',
    metaTypeId: 1,
    status: 'sent',
    owner: 'pm',
  },
  {
    number: 'Q-2026-0003',
    name: 'Northwind ERP data migration',
    client: 'Northwind Traders',
    metaTypeId: 1,
    status: 'accepted',
    owner: 'finance',
  },
  {
    number: 'Q-2026-0004',
    name: 'Harbour Bank push notifications',
    client: 'Harbour Bank',
    metaTypeId: 2,
    status: 'draft',
    owner: 'pm',
  },
  {
    number: 'Q-2026-0005',
    name: 'Orbit portal support 2026',
    client: 'Orbit Freight',
    metaTypeId: 3,
    status: 'sent',
    owner: 'finance',
  },
  {
    number: 'Q-2026-0006',
    name: 'Helix dashboard phase 2',
    client: 'Helix Pharma',
    metaTypeId: 2,
    status: 'rejected',
    owner: 'pm',
  },
  {
    number: 'Q-2026-0007',
    name: 'Lumen analytics pilot',
    client: 'Lumen Stores',
    metaTypeId: 1,
    status: 'expired',
    owner: 'finance',
    archived: true,
  },
  {
    number: 'Q-2026-0008',
    name: 'City museum hosting and care',
    client: 'City of Arden',
    metaTypeId: 3,
    status: 'accepted',
    owner: 'finance',
  },
  {
    number: 'Q-2026-0009',
    name: 'Søndergaard brand guidelines',
    client: 'Søndergaard & Co',
    metaTypeId: 1,
    status: 'draft',
    owner: 'pm',
  },
  {
    number: 'Q-2026-0010',
    name: 'Atlas claims app maintenance',
    client: 'Atlas Insurance',
    metaTypeId: 3,
    status: 'sent',
    owner: 'pm',
  },
];

/** Fixed creation time of demo records, so two seeded workspaces are identical. */
export const DEMO_SEED_TIME = Date.UTC(2026, 0, 5, 9, 0, 0);

export { ensureReferenceData } from '../reference-data';

/** True when all five demo accounts exist (main prints them then). */
export async function hasDemoWorkspace(knex: Knex): Promise<boolean> {
  return holdsDemoAccounts(knex);
}

export async function seedDemoWorkspace(
  knex: Knex,
  options: {
    passwordHashCost: number;
    /** `$DATA_DIR`: the demo tasks' files go to its `files`; left out, no files are seeded. */
    dataDir?: string;
    /**
     * The demo's time (eight weeks of entries, a lock at the end of last
     * month, approved and submitted weeks) and the invoices billing it, with
     * the billing details; true unless told. API tests leave it out
     * (`startTestServer`): their fixed dates would fall under its lock, and
     * their invoices expect empty billing details and the first numbers.
     */
    timesheets?: boolean;
  },
): Promise<void> {
  const now = DEMO_SEED_TIME;
  // Every account its own salt (no two hashes alike, whatever the password),
  // hashed before the transaction and only for missing accounts; one at a
  // time, so the first start needs one scrypt's memory (128 MiB at N=2^17,
  // about 0.35 s each), not five at once.
  const hashes = new Map<string, string>();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    if (!(await findUserByEmail(knex, account.email)))
      hashes.set(account.email, await hashPassword(DEMO_PASSWORD, options.passwordHashCost));
  }
  await knex.transaction(async (trx) => {
    const roles = await ensureBuiltInRoles(trx, now);
    await ensureQuoteMetaTypes(trx);

    const userIds = {} as Record<DemoAccountKey, number>;
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as Array<
      [DemoAccountKey, (typeof DEMO_ACCOUNTS)[DemoAccountKey]]
    >) {
      const existing = await findUserByEmail(trx, account.email);
      const id =
        existing?.id ??
        (await insertUser(
          trx,
          {
            email: account.email,
            name: account.name,
            external: account.external,
            status: 'active',
            passwordHash:
              hashes.get(account.email) ??
              (await hashPassword(DEMO_PASSWORD, options.passwordHashCost)),
          },
          now,
        ));
      userIds[key] = id;
      await assignRoles(trx, id, [roles.get(account.role) as number]);
    }

    for (const team of TEAMS) {
      let row = await trx('teams')
        .where({ name: team.name })
        .first<{ id: number } | undefined>('id');
      if (!row) {
        [row] = await trx('teams')
          .insert({
            name: team.name,
            lead_id: team.lead ? userIds[team.lead] : null,
            created_at: now,
            updated_at: now,
          })
          .returning<{ id: number }[]>('id');
      }
      const teamId = (row as { id: number }).id;
      await trx('team_members')
        .insert(team.members.map((member) => ({ team_id: teamId, user_id: userIds[member] })))
        .onConflict(['team_id', 'user_id'])
        .ignore();
    }

    const demoCodes = DEMO_PROJECTS.map((p) => p.code);
    const existingCodes = await existingValues(trx, 'projects', 'code', demoCodes);
    const missingProjects = DEMO_PROJECTS.filter((p) => !existingCodes.has(p.code));
    await insertProjects(
      trx,
      missingProjects.map((p) => ({ ...p, managerId: userIds[p.manager] })),
      now,
    );
    const projectIds = new Map((await projectsByCode(trx, demoCodes)).map((r) => [r.code, r.id]));
    await insertProjectMembers(
      trx,
      DEMO_PROJECTS.flatMap((p) =>
        (Object.entries(p.members) as Array<[DemoAccountKey, ProjectRole]>).map(([key, role]) => ({
          projectId: projectIds.get(p.code) as number,
          userId: userIds[key],
          role,
        })),
      ),
      now,
    );

    const existingNumbers = await existingValues(
      trx,
      'quotes',
      'number',
      DEMO_QUOTES.map((q) => q.number),
    );
    await insertQuotes(
      trx,
      DEMO_QUOTES.filter((q) => !existingNumbers.has(q.number)).map((q) => ({
        ...q,
        ownerId: userIds[q.owner],
      })),
      now,
    );

    await seedAdministrationDemo(trx, { userIds, roles, seedTime: now, now: Date.now() });
    await seedProjectsDemo(trx, { userIds, seedTime: now, now: Date.now() });
    await seedTasksDemo(trx, {
      userIds,
      projects: DEMO_PROJECTS,
      seedTime: now,
      now: Date.now(),
      filesDir: options.dataDir === undefined ? null : path.join(options.dataDir, 'files'),
    });
    await seedMilestonesDemo(trx, { userIds, projects: DEMO_PROJECTS, now: Date.now() });
    await seedTimelineDemo(trx, { pmId: userIds.pm, seedTime: now });
    // The member's running timer: before their time, as it is seeded once with it.
    if (options.timesheets !== false)
      await seedTimesheetTimerDemo(trx, { memberId: userIds.member, now: Date.now() });
    if (options.timesheets !== false)
      await seedTimesheetsDemo(trx, { userIds, projects: DEMO_PROJECTS, now: Date.now() });
    // The planning ahead (holidays, leave booked, an overbooked fortnight): with the demo's time,
    // as API tests pin their own dates.
    if (options.timesheets !== false) await seedWorkloadDemo(trx, { userIds, now: Date.now() });
    await seedTimesheetExportDemo(trx, { adminId: userIds.admin, seedTime: now });
    await seedTimeMaterialDemo(trx, { userIds, now: Date.now() });
    await seedScopeDemo(trx, { userIds, seedTime: now });
    await seedQuoteConfigDemo(trx, { seedTime: now });
    await seedQuotesDemo(trx, { userIds, seedTime: now });
    // After the quotes, milestones, tasks and contract it links KEEL-002's to.
    await seedFromQuoteDemo(trx, { userIds, now });
    await seedRisksDemo(trx, { userIds, now: Date.now() });
    // Status reports: after the projects' RAG history, the milestones and the risks (when seeded).
    await seedReportsDemo(trx, { userIds, now: Date.now() });
    await seedLessonsDemo(trx, { userIds, seedTime: now });
    await seedContactsDemo(trx, { createdBy: userIds.pm, seedTime: now });
    // The billing details and invoices: after the milestones, the contract and its approved time,
    // and the contacts they bill. With the demo's time only (API tests pin their own numbers).
    if (options.timesheets !== false) await seedInvoicesDemo(trx, { userIds, now: Date.now() });
    // Last: the finance additions, then every demo project's figures rebuilt from all of the above.
    await seedFinancesDemo(trx, { userIds, projects: DEMO_PROJECTS, now: Date.now() });
    // Tasks and entries written here, not through the writers: the workload store is built again.
    await markWorkloadStoreStale(trx);
  });
}

/** The demo accounts as `npm start` prints them (main.ts, when the workspace holds them). */
export function demoAccountsText(): string {
  const lines = Object.values(DEMO_ACCOUNTS).map(
    (a) => `  ${a.email.padEnd(26)} ${a.name} (${a.role})`,
  );
  return `Demo accounts (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}`;
}
