/**
 * Generates the benchmark data set into an embedded database, with the API's
 * own migrations, seed and repositories (so the rows are exactly what the app
 * writes, search text included):
 *   the demo workspace + 1,000 users + 10,000 projects + 10,000 quotes
 *   + 100,000 tasks (the first project's board holds 500; member@example.com
 *   is assigned about 100 across the projects).
 * Usage (run by tests/bench/run.mjs): tsx tests/bench/generate.ts <DATA_DIR> [DATABASE_URL]
 * (with a PostgreSQL URL, into that empty database instead of SQLite in DATA_DIR).
 */
import { TASK_STATUSES, type ProjectRole, type ProjectStatus, type QuoteStatus } from '@keel/types';
import { spacedKeys } from '../../packages/api/src/lib/fractional-key';
import { createDatabase, migrateToLatest } from '../../packages/api/src/db/database';
import { DEMO_ACCOUNTS, seedDemoWorkspace } from '../../packages/api/src/db/seed/demo-workspace';
import {
  insertProjectMembers,
  insertProjects,
  type NewProject,
  type NewProjectMember,
} from '../../packages/api/src/modules/projects/projects.repository';
import {
  insertQuotes,
  type NewQuote,
} from '../../packages/api/src/modules/quotes/quotes.repository';
import {
  assignRoles,
  findRoleIdsByName,
  findUserByEmail,
  insertUser,
} from '../../packages/api/src/modules/users/users.repository';

export const SIZES = { users: 1_000, projects: 10_000, quotes: 10_000, tasks: 100_000 } as const;
/** Tasks of the first bench project (the board measured by the bench). */
export const BOARD_TASKS = 500;
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A small deterministic PRNG (mulberry32): the same data set on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20260105);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

const ADJECTIVES = [
  'Northern',
  'Blue',
  'Rapid',
  'Quiet',
  'Bright',
  'Central',
  'Coastal',
  'Global',
  'Urban',
  'Digital',
  'Green',
  'Silver',
  'Öresund',
  'Crème',
  'Señor',
  'Zürich',
];
const NOUNS = [
  'Harbour',
  'Portal',
  'Bridge',
  'Platform',
  'Migration',
  'Rollout',
  'Upgrade',
  'Redesign',
  'Warehouse',
  'Pipeline',
  'Gateway',
  'Campus',
  'Ledger',
  'Atlas',
  'Beacon',
  'Café',
];
const KINDS = ['Phase 1', 'Phase 2', 'Pilot', 'Programme', 'Discovery', 'Support', 'Audit', 'MVP'];
const CLIENTS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Logistics',
  'Wayne Foundation',
  'Hooli',
  'Soylent Foods',
  'Müller & Söhne',
  'Åkesson AB',
  'Tyrell Systems',
];
const FIRST = [
  'Alex',
  'Sam',
  'Jo',
  'Chris',
  'Robin',
  'Kim',
  'Lee',
  'Noa',
  'Mia',
  'Élodie',
  'José',
  'Björn',
  'Aisha',
  'Priya',
  'Tomás',
  'Zoë',
];
const LAST = [
  'Smith',
  'García',
  'Müller',
  'Nguyen',
  'Okafor',
  'Larsen',
  'Rossi',
  'Kowalski',
  'Dubois',
  'Silva',
  'Tanaka',
  'Ó Briain',
  'Haddad',
  'Novak',
];
const PROJECT_STATUSES: ProjectStatus[] = [
  'draft',
  'active',
  'active',
  'active',
  'onHold',
  'completed',
];
const QUOTE_STATUSES: QuoteStatus[] = ['draft', 'sent', 'accepted', 'rejected', 'expired'];

async function main(): Promise<void> {
  const [dataDir, databaseUrl = null] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: tsx tests/bench/generate.ts <DATA_DIR> [DATABASE_URL]');
  const knex = createDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(knex);
    // The demo workspace gives the accounts the benchmark signs in with.
    await seedDemoWorkspace(knex, { passwordHashCost: 17 });
    const pm = await findUserByEmail(knex, DEMO_ACCOUNTS.pm.email);
    if (!pm) throw new Error('the demo seed did not create pm@example.com');

    await knex.transaction(async (trx) => {
      const [memberRole] = await findRoleIdsByName(trx, ['Team Member']);
      const userIds: number[] = [];
      for (let i = 1; i <= SIZES.users; i += 1) {
        const name = `${pick(FIRST)} ${pick(LAST)}`;
        const id = await insertUser(
          trx,
          { email: `bench.user${i}@example.com`, name, status: 'active' },
          NOW,
        );
        if (memberRole !== undefined) await assignRoles(trx, id, [memberRole]);
        userIds.push(id);
      }

      const projects: NewProject[] = [];
      for (let i = 1; i <= SIZES.projects; i += 1) {
        projects.push({
          code: `BP-${String(i).padStart(5, '0')}`,
          name: `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(KINDS)}`,
          alternateName: rand() < 0.3 ? `${pick(NOUNS)} ${i}` : null,
          client: pick(CLIENTS),
          status: pick(PROJECT_STATUSES),
          managerId: rand() < 0.1 ? pm.id : pick(userIds),
          archived: rand() < 0.1,
        });
      }
      const projectIds = await insertProjects(trx, projects, NOW);

      // Pat Manager is on one project in ten; each generated user on five.
      const members: NewProjectMember[] = [];
      projectIds.forEach((projectId, index) => {
        if (index % 10 === 0) members.push({ projectId, userId: pm.id, role: 'manager' });
      });
      const roles: ProjectRole[] = ['member', 'member', 'viewer', 'manager'];
      for (const userId of userIds) {
        for (let k = 0; k < 5; k += 1) {
          members.push({ projectId: pick(projectIds), userId, role: pick(roles) });
        }
      }
      await insertProjectMembers(trx, members, NOW);

      const quotes: NewQuote[] = [];
      for (let i = 1; i <= SIZES.quotes; i += 1) {
        quotes.push({
          number: `BQ-${String(i).padStart(5, '0')}`,
          name: `${pick(NOUNS)} ${pick(KINDS)} for ${pick(CLIENTS)}`,
          client: pick(CLIENTS),
          metaTypeId: 1 + Math.floor(rand() * 3),
          status: pick(QUOTE_STATUSES),
          ownerId: pick(userIds),
          archived: rand() < 0.1,
        });
      }
      await insertQuotes(trx, quotes, NOW);

      // Tasks: the first project gets the 500-card board, the others share the
      // rest; one task in a thousand is the demo member's.
      const member = await findUserByEmail(trx, DEMO_ACCOUNTS.member.email);
      const perProject = projectIds.map((_, index) =>
        index === 0
          ? BOARD_TASKS
          : Math.floor((SIZES.tasks - BOARD_TASKS) / (projectIds.length - 1)) +
            (index <= (SIZES.tasks - BOARD_TASKS) % (projectIds.length - 1) ? 1 : 0),
      );
      let batch: Array<Record<string, unknown>> = [];
      let taskNumber = 0;
      const flush = async () => {
        if (batch.length > 0) await trx.batchInsert('tasks', batch, 500);
        batch = [];
      };
      for (const [index, projectId] of projectIds.entries()) {
        const planned = Array.from({ length: perProject[index] ?? 0 }, () => {
          taskNumber += 1;
          return {
            status: pick(TASK_STATUSES),
            assignee:
              member && taskNumber % 1000 === 0 ? member.id : rand() < 0.1 ? null : pick(userIds),
          };
        });
        const keys = new Map(
          TASK_STATUSES.map((status) => [
            status,
            spacedKeys(planned.filter((t) => t.status === status).length),
          ]),
        );
        const used = new Map<string, number>();
        for (const [i, task] of planned.entries()) {
          const n = used.get(task.status) ?? 0;
          used.set(task.status, n + 1);
          const due = NOW + Math.floor((rand() - 0.3) * 60) * 86_400_000;
          batch.push({
            project_id: projectId,
            name: `${pick(ADJECTIVES)} ${pick(NOUNS)} task ${i + 1}`,
            description: '',
            status: task.status,
            assignee_id: task.assignee,
            due_date: rand() < 0.8 ? new Date(due).toISOString().slice(0, 10) : null,
            work_estimation: rand() < 0.7 ? 30 * (1 + Math.floor(rand() * 16)) : null,
            priority: 'normal',
            labels: '[]',
            board_key: keys.get(task.status)?.[n],
            version: 1,
            created_at: NOW,
            updated_at: NOW,
          });
        }
        if (batch.length >= 5000) await flush();
      }
      await flush();
    });

    // A production PostgreSQL has planner statistics (autovacuum gathers them
    // after bulk changes); a freshly loaded one has none until then, and its
    // plans for the scoped queries are several times slower without them.
    if (databaseUrl) await knex.raw('ANALYZE');

    const count = async (table: string) =>
      Number((await knex(table).count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0);
    console.log(
      `Generated: ${await count('users')} users, ${await count('projects')} projects, ` +
        `${await count('quotes')} quotes, ${await count('project_members')} memberships, ` +
        `${await count('tasks')} tasks.`,
    );
  } finally {
    await knex.destroy();
  }
}

await main();
