import type { BillingType, CustomFieldType, ProjectStatus, RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { projectsByCode } from './demo-lookups';
import { insertCustomField, writeValues } from '../modules/custom-fields/custom-fields.repository';
import {
  insertComment,
  insertThread,
  replaceMentions,
} from '../modules/discussion/discussion.repository';
import { insertNotifications } from '../modules/notifications/notifications.repository';
import { progressOf, writeFigures } from '../modules/finances';
import { writeRag, type RagValues } from '../modules/projects/project-rag.repository';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-workspace';
import { utcDate } from '../lib/dates';

/**
 * Project details of the demo workspace (issue 5): billing, dates, budgets,
 * descriptions, tags, RAG histories, custom fields and discussions of the
 * twelve demo projects. A project gets them once, when it has no RAG history
 * yet, so re-running the seed never overwrites what someone changed. RAG
 * changes are dated relative to the first seeding, so the dashboard's "last
 * 30 days" has something to show on a fresh workspace.
 */

const DAY = 24 * 60 * 60 * 1000;

interface DemoProjectDetails {
  billingType: BillingType;
  startDate: string;
  endDate: string;
  budgetAmount: number | null; // EUR cents
  budgetMinutes: number | null;
  description: string;
  tags: string[];
  /** Oldest first. */
  rag: DemoRagChange[];
  customFields: Record<string, string | number>;
}

/** Overall, schedule, budget, scope. */
type RagRow = [RagStatus, RagStatus, RagStatus, RagStatus];

interface DemoRagChange {
  daysAgo: number;
  by: DemoAccountKey;
  values: RagRow;
  comment: string;
}

const h = (hours: number) => hours * 60;
const eur = (euros: number) => euros * 100;
/** A RAG change `daysAgo` days before the seeding, by the project manager unless told. */
const change = (
  daysAgo: number,
  values: RagRow,
  comment: string,
  by: DemoAccountKey = 'pm',
): DemoRagChange => ({ daysAgo, by, values, comment });

/** The time-and-material project with the demo's contract (`demo-time-material.ts`), billed monthly. */
export const DEMO_CONTRACT_PROJECT = 'KEEL-002';

export const DEMO_PROJECT_DETAILS: Record<string, DemoProjectDetails> = {
  'KEEL-001': {
    billingType: 'fixedPrice',
    startDate: '2026-01-12',
    endDate: '2026-12-18',
    budgetAmount: eur(480_000),
    budgetMinutes: h(3_600),
    description:
      '## Goal\n\nA new **mobile banking app** for Harbour Bank retail customers (iOS and Android).\n\n- Account overview and payments\n- Card controls\n- Push notifications (change request pending)',
    tags: ['mobile', 'banking'],
    rag: [
      change(60, ['green', 'green', 'green', 'green'], 'Kick-off done, team complete.'),
      change(
        21,
        ['amber', 'amber', 'green', 'green'],
        'Card API from the bank is three weeks late.',
      ),
      change(4, ['amber', 'amber', 'amber', 'green'], 'Delay now costs extra test cycles.'),
    ],
    customFields: {
      Sector: 'Banking',
      'Contract reference': 'HB-2026-014',
      'Go-live date': '2026-11-30',
      'Client satisfaction': 8,
    },
  },
  'KEEL-002': {
    billingType: 'timeAndMaterial',
    startDate: '2026-02-02',
    endDate: '2026-09-30',
    budgetAmount: eur(95_000),
    budgetMinutes: h(900),
    description:
      'Relaunch of the **Café Müller** website with an online shop for beans and gift cards.',
    tags: ['web', 'e-commerce'],
    rag: [
      change(45, ['green', 'green', 'green', 'green'], 'Design approved by the client.'),
      change(
        10,
        ['green', 'green', 'green', 'amber'],
        'Client asks for a loyalty programme: scope under discussion.',
      ),
    ],
    customFields: { Sector: 'Retail', 'Contract reference': 'CM-0042', 'Client satisfaction': 9 },
  },
  'KEEL-003': {
    billingType: 'fixedPrice',
    startDate: '2025-10-01',
    endDate: '2026-10-31',
    budgetAmount: eur(720_000),
    budgetMinutes: h(6_000),
    description:
      "Migration of Northwind's ERP from the on-premise system to the cloud suite, data first.",
    tags: ['erp', 'migration', 'data'],
    rag: [
      change(90, ['green', 'green', 'green', 'green'], 'Plan agreed.'),
      change(28, ['amber', 'green', 'amber', 'green'], 'Data cleansing takes longer than quoted.'),
      change(7, ['red', 'red', 'amber', 'green'], 'Cut-over weekend moved; go-live at risk.'),
    ],
    customFields: {
      Sector: 'Logistics',
      'Contract reference': 'NW-ERP-7',
      'Go-live date': '2026-10-03',
      'Client satisfaction': 6,
    },
  },
  'KEEL-004': {
    billingType: 'timeAndMaterial',
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    budgetAmount: eur(210_000),
    budgetMinutes: h(1_800),
    description:
      "Data platform for Greenfield Energy. **On hold** until the client's budget round in Q1.",
    tags: ['data', 'platform'],
    rag: [change(50, ['amber', 'red', 'green', 'amber'], 'Client paused the work.')],
    customFields: { Sector: 'Energy' },
  },
  'KEEL-005': {
    billingType: 'fixedPrice',
    startDate: '2025-03-03',
    endDate: '2025-11-28',
    budgetAmount: eur(120_000),
    budgetMinutes: h(1_100),
    description: 'New website for the City Museum of Arden. Delivered and handed over to care.',
    tags: ['web', 'public sector'],
    rag: [change(120, ['green', 'green', 'green', 'green'], 'Delivered on time and on budget.')],
    customFields: {
      Sector: 'Public sector',
      'Contract reference': 'ARDEN-M-2025',
      'Go-live date': '2025-11-20',
      'Client satisfaction': 10,
    },
  },
  'KEEL-006': {
    billingType: 'timeAndMaterial',
    startDate: '2026-01-05',
    endDate: '2026-08-28',
    // The demo's project over budget (issue 16): its time and open estimates cost more than this.
    budgetAmount: eur(12_000),
    budgetMinutes: h(220),
    description: 'Customer portal for Orbit Freight: shipment tracking, documents and invoices.',
    tags: ['portal', 'logistics'],
    rag: [
      change(40, ['green', 'green', 'green', 'green'], 'Sprint 3 delivered.'),
      change(2, ['green', 'green', 'amber', 'green'], 'Burn rate above plan for two sprints.'),
    ],
    customFields: {
      Sector: 'Logistics',
      'Contract reference': 'OF-P-11',
      'Client satisfaction': 8,
    },
  },
  'KEEL-007': {
    billingType: 'fixedPrice',
    startDate: '2026-06-01',
    endDate: '2026-09-30',
    budgetAmount: eur(45_000),
    budgetMinutes: h(400),
    description:
      'Brand refresh for Søndergaard & Co: logo, typography, guidelines. Waiting for the signed quote.',
    tags: ['brand', 'design'],
    rag: [],
    customFields: { Sector: 'Retail' },
  },
  'KEEL-008': {
    billingType: 'timeAndMaterial',
    startDate: '2025-11-03',
    endDate: '2026-07-31',
    budgetAmount: eur(260_000),
    budgetMinutes: h(2_200),
    description: 'Dashboard of clinical trial progress for Helix Pharma (validated environment).',
    tags: ['dashboard', 'healthcare', 'gxp'],
    rag: [
      change(75, ['green', 'green', 'green', 'green'], 'Validation plan signed.'),
      change(
        14,
        ['red', 'amber', 'red', 'amber'],
        'Phase 2 quote rejected; scope and budget need a reset.',
      ),
    ],
    customFields: {
      Sector: 'Healthcare',
      'Contract reference': 'HX-DASH-2',
      'Client satisfaction': 5,
    },
  },
  'KEEL-009': {
    billingType: 'internal',
    startDate: '2026-01-05',
    endDate: '2026-06-30',
    budgetAmount: null,
    budgetMinutes: h(600),
    description:
      'Upgrade of our own tooling: CI runners, design system tokens, time tracking exports.',
    tags: ['internal', 'tooling'],
    rag: [
      change(
        20,
        ['green', 'amber', 'grey', 'green'],
        'Slipping behind client work, as expected.',
        'admin',
      ),
    ],
    customFields: { Sector: 'Internal' },
  },
  'KEEL-010': {
    billingType: 'timeAndMaterial',
    startDate: '2025-09-01',
    endDate: '2026-03-31',
    budgetAmount: eur(80_000),
    budgetMinutes: h(700),
    description:
      'Retail analytics pilot for Lumen Stores. **Cancelled** by the client after the pilot.',
    tags: ['analytics', 'pilot'],
    rag: [
      change(100, ['amber', 'green', 'amber', 'red'], 'Client changed the question twice.'),
      change(80, ['red', 'red', 'red', 'red'], 'Cancelled after the pilot review.'),
    ],
    customFields: { Sector: 'Retail', 'Client satisfaction': 4 },
  },
  'KEEL-011': {
    billingType: 'fixedPrice',
    startDate: '2025-04-01',
    endDate: '2025-12-19',
    budgetAmount: eur(310_000),
    budgetMinutes: h(2_700),
    description: 'Claims app for Atlas Insurance customers: photo upload, claim status, chat.',
    tags: ['mobile', 'insurance'],
    rag: [
      change(110, ['amber', 'amber', 'green', 'green'], 'App store review took two rounds.'),
      change(95, ['green', 'green', 'green', 'green'], 'Live; maintenance quote sent.'),
    ],
    customFields: {
      Sector: 'Banking',
      'Contract reference': 'ATL-CL-3',
      'Go-live date': '2025-12-15',
      'Client satisfaction': 9,
    },
  },
  'KEEL-012': {
    billingType: 'internal',
    startDate: '2026-09-01',
    endDate: '2027-03-31',
    budgetAmount: null,
    budgetMinutes: h(300),
    description: 'Pre-sales prototype of a learning portal for Riverside Schools.',
    tags: ['pre-sales', 'education'],
    rag: [],
    customFields: { Sector: 'Public sector' },
  },
};

export const DEMO_CUSTOM_FIELDS: Array<{ name: string; type: CustomFieldType; options: string[] }> =
  [
    {
      name: 'Sector',
      type: 'select',
      options: [
        'Banking',
        'Retail',
        'Public sector',
        'Energy',
        'Healthcare',
        'Logistics',
        'Internal',
      ],
    },
    { name: 'Contract reference', type: 'text', options: [] },
    { name: 'Go-live date', type: 'date', options: [] },
    { name: 'Client satisfaction', type: 'number', options: [] },
  ];

interface DemoPost {
  by: DemoAccountKey;
  body: string;
  mentions?: DemoAccountKey[];
  hoursAgo: number;
}
const DEMO_THREADS: Array<{ code: string; title: string; post: DemoPost; replies: DemoPost[] }> = [
  {
    code: 'KEEL-001',
    title: 'Card API delay',
    post: {
      by: 'pm',
      body: "The bank's card API slips by three weeks. @Max Member can you check which screens we can build against the mock first?",
      mentions: ['member'],
      hoursAgo: 80,
    },
    replies: [
      {
        by: 'member',
        body: 'Card controls and the limits screen work against the mock. I will start there.',
        hoursAgo: 60,
      },
      { by: 'pm', body: "Thanks, I will tell the client in Thursday's call.", hoursAgo: 30 },
    ],
  },
  {
    code: 'KEEL-001',
    title: 'Release checklist for the beta',
    post: {
      by: 'pm',
      body: '- [ ] Crash reporting\n- [ ] Test accounts\n- [ ] Store listing texts',
      hoursAgo: 200,
    },
    replies: [],
  },
  {
    code: 'KEEL-003',
    title: 'Cut-over weekend',
    post: {
      by: 'pm',
      body: 'Northwind moved the cut-over. @Max Member please block the new weekend in your calendar.',
      mentions: ['member'],
      hoursAgo: 20,
    },
    replies: [{ by: 'member', body: 'Done.', hoursAgo: 18 }],
  },
  {
    code: 'KEEL-009',
    title: 'Which CI runner size?',
    post: { by: 'admin', body: 'Two cores were too slow for the e2e suite. Four?', hoursAgo: 100 },
    replies: [{ by: 'member', body: 'Four cores, and cache the browser download.', hoursAgo: 90 }],
  },
];

const dimensions = (values: RagRow, comment: string): RagValues => ({
  overall: { status: values[0], comment },
  schedule: { status: values[1], comment: '' },
  budget: { status: values[2], comment: '' },
  scope: { status: values[3], comment: '' },
});

export async function seedProjectsDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; seedTime: number; now: number },
): Promise<void> {
  const { userIds, seedTime, now } = context;
  const fieldIds = new Map<string, number>();
  for (const field of DEMO_CUSTOM_FIELDS) {
    const existing = await trx('custom_fields')
      .where({ name: field.name })
      .first<{ id: number } | undefined>('id');
    fieldIds.set(field.name, existing?.id ?? (await insertCustomField(trx, field, seedTime)));
  }

  const projects = await projectsByCode(trx, Object.keys(DEMO_PROJECT_DETAILS));
  const seeded = new Set<string>();
  for (const { id, code } of projects) {
    const details = DEMO_PROJECT_DETAILS[code];
    if (!details) continue;
    // Details are written once: a project with a RAG history or a description has them (or was edited).
    const touched =
      (await trx('project_rag_changes').where({ project_id: id }).first('id')) ||
      (await trx('projects').where({ id }).whereNot({ description: '' }).first('id'));
    if (touched) continue;
    seeded.add(code);
    await trx('projects')
      .where({ id })
      .update({
        billing_type: details.billingType,
        start_date: details.startDate,
        end_date: details.endDate,
        budget_amount: details.budgetAmount,
        budget_minutes: details.budgetMinutes,
        description: details.description,
        tags: JSON.stringify(details.tags),
      });
    for (const change of details.rag)
      await writeRag(
        trx,
        id,
        dimensions(change.values, change.comment),
        userIds[change.by],
        now - change.daysAgo * DAY,
      );
    const { status } = await trx('projects')
      .where({ id })
      .first<{ status: ProjectStatus }>('status');
    await writeFigures(
      trx,
      id,
      {
        actualMinutes: 0,
        costAmount: 0,
        revenueAmount: 0,
        progressPercent: progressOf(status, details.startDate, details.endDate, utcDate(now)),
      },
      now,
    );
    await writeValues(
      trx,
      id,
      Object.entries(details.customFields).map(([name, value]) => ({
        fieldId: fieldIds.get(name) as number,
        value: String(value),
      })),
    );
  }

  const idOf = new Map(projects.map((p) => [p.code, p.id]));
  for (const thread of DEMO_THREADS) {
    const projectId = idOf.get(thread.code);
    if (projectId === undefined || !seeded.has(thread.code)) continue;
    const at = (post: DemoPost) => now - post.hoursAgo * 60 * 60 * 1000;
    const threadId = await insertThread(
      trx,
      { projectId, title: thread.title, body: thread.post.body, authorId: userIds[thread.post.by] },
      at(thread.post),
    );
    const mentioned = (thread.post.mentions ?? []).map((key) => userIds[key]);
    await replaceMentions(trx, threadId, null, mentioned);
    await insertNotifications(
      trx,
      mentioned.map((userId) => ({
        userId,
        kind: 'mention' as const,
        text: `${DEMO_ACCOUNTS[thread.post.by].name} mentioned you in “${thread.title}” (${thread.code})`,
        link: `/projects/${projectId}/discussion?thread=${threadId}`,
      })),
      at(thread.post),
    );
    for (const reply of thread.replies)
      await insertComment(
        trx,
        { threadId, body: reply.body, authorId: userIds[reply.by] },
        at(reply),
      );
  }
}
