import type { RiskEvent, RiskKind, RiskStatus } from '@keel/types';
import { riskSeverity } from '@keel/types';
import type { Knex } from 'knex';
import { projectsByCode } from './demo-lookups';
import { insertNotifications } from '../modules/notifications/notifications.repository';
import { insertComment } from '../modules/risks/risk-comments.repository';
import { insertSubscription } from '../modules/risks/risk-subscriptions.repository';
import { insertHistory } from '../modules/risks/risk-history.repository';
import { insertRisk, type RiskValues } from '../modules/risks/risks.repository';
import { changesBetween, shown } from '../modules/risks/risks.service';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-workspace';

/**
 * Risks and issues of the demo workspace (issue 15 § 1-2, 7): every severity
 * band (low 1-4, moderate 5-9, high 10-14, critical 15-25) and every status
 * across five demo projects, some shared with stakeholders (KEEL-001 and
 * KEEL-002 have Sam as one), with owners, due dates, mitigation in Markdown,
 * comments and a history (a creation, and for some a later change). Dates are
 * relative to `now`, so "recent" and due dates make sense on a fresh demo.
 * Pat (pm@example.com) is subscribed to every project for new items and
 * raised severities, to KEEL-003 for status changes and comments, and to
 * "Supplier delay" on KEEL-002, with two unread notifications.
 *
 * Seeded once per project (a project with any risk is left as it is), and the
 * subscriptions once (Pat without any risk subscription gets them).
 */

const DAY = 86_400_000;

interface DemoRisk {
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  status: RiskStatus;
  owner: DemoAccountKey | null;
  /** Days from `now` (negative: overdue); null for no due date. */
  dueInDays: number | null;
  mitigation: string;
  shared: boolean;
  by: DemoAccountKey;
  createdDaysAgo: number;
  /** A later save: what the fields were before it, who made it and when. */
  change?: {
    by: DemoAccountKey;
    daysAgo: number;
    before: Partial<Pick<DemoRisk, 'probability' | 'impact' | 'status' | 'owner'>>;
  };
  comments?: Array<{ by: DemoAccountKey; daysAgo: number; body: string }>;
}

const DEMO_RISKS: Record<string, DemoRisk[]> = {
  'KEEL-001': [
    {
      kind: 'risk',
      title: 'App store review rejects the release',
      description:
        'Apple has rejected banking apps for **missing account deletion** in the app. Our deletion flow is web-only today.',
      probability: 3,
      impact: 5,
      status: 'open',
      owner: 'pm',
      dueInDays: 21,
      mitigation:
        '1. Add in-app account deletion (ticket MOB-212)\n2. Book a pre-review call with Apple\n3. Keep a week of buffer before the launch date',
      shared: true,
      by: 'pm',
      createdDaysAgo: 30,
      change: { by: 'member', daysAgo: 5, before: { probability: 2 } },
      comments: [
        { by: 'member', daysAgo: 5, body: 'Two other banks were rejected for this last month.' },
        { by: 'pm', daysAgo: 4, body: 'Agreed. I have asked Harbour Bank for the legal text.' },
      ],
    },
    {
      kind: 'issue',
      title: 'Push notification provider outage',
      description: 'The push provider dropped about 8% of messages in the test environment.',
      probability: 4,
      impact: 3,
      status: 'mitigating',
      owner: 'member',
      dueInDays: 7,
      mitigation: '- Retry with backoff on our side\n- Ticket open with the provider (#48213)',
      shared: false,
      by: 'member',
      createdDaysAgo: 9,
      change: { by: 'member', daysAgo: 2, before: { status: 'open' } },
      comments: [
        { by: 'pm', daysAgo: 2, body: 'Please add the delivery rate to the weekly report.' },
      ],
    },
    {
      kind: 'risk',
      title: 'Card controls API arrives late',
      description: "The bank's card controls API is scheduled for the end of next month.",
      probability: 2,
      impact: 2,
      status: 'open',
      owner: 'member',
      dueInDays: 45,
      mitigation: 'Build against the **sandbox** and keep the screens behind a feature flag.',
      shared: true,
      by: 'pm',
      createdDaysAgo: 25,
    },
    {
      kind: 'risk',
      title: 'Penetration test findings block the launch',
      description: 'The external penetration test could find issues we cannot fix in time.',
      probability: 2,
      impact: 4,
      status: 'closed',
      owner: 'pm',
      dueInDays: -10,
      mitigation: 'Test passed with two low findings, both fixed.',
      shared: true,
      by: 'pm',
      createdDaysAgo: 60,
      change: { by: 'pm', daysAgo: 12, before: { status: 'mitigating' } },
    },
  ],
  'KEEL-002': [
    {
      kind: 'risk',
      title: 'Supplier delay',
      description: 'The coffee machine supplier for the online shop has not confirmed stock.',
      probability: 4,
      impact: 5,
      status: 'open',
      owner: 'pm',
      dueInDays: 10,
      mitigation: '- Ask for a written delivery date\n- Prepare the shop without the machines',
      shared: true,
      by: 'pm',
      createdDaysAgo: 20,
      change: { by: 'member', daysAgo: 1, before: { probability: 2 } },
      comments: [
        { by: 'member', daysAgo: 1, body: 'The supplier now says **eight weeks**, not four.' },
      ],
    },
    {
      kind: 'issue',
      title: 'Menu photos missing',
      description: 'The photographer has delivered half of the menu photos.',
      probability: 3,
      impact: 2,
      status: 'mitigating',
      owner: 'member',
      dueInDays: 5,
      mitigation: 'Use placeholder photos from the old site until the shoot on Friday.',
      shared: true,
      by: 'member',
      createdDaysAgo: 6,
    },
    {
      kind: 'risk',
      title: 'Consent banner needs rework',
      description:
        'The consent banner may not meet the new guidance of the data protection office.',
      probability: 1,
      impact: 3,
      status: 'closed',
      owner: 'pm',
      dueInDays: null,
      mitigation: 'Reviewed with the client lawyer: compliant as is.',
      shared: false,
      by: 'pm',
      createdDaysAgo: 50,
      change: { by: 'pm', daysAgo: 35, before: { status: 'open' } },
    },
  ],
  'KEEL-003': [
    {
      kind: 'risk',
      title: 'Data migration quality',
      description:
        'Customer master data has duplicates and missing tax ids; the migration could load bad records.',
      probability: 5,
      impact: 5,
      status: 'mitigating',
      owner: 'pm',
      dueInDays: 14,
      mitigation:
        '| Step | Owner |\n| --- | --- |\n| Duplicate report | Northwind IT |\n| Cleansing sprint | Max |\n| Trial migration | Pat |',
      shared: false,
      by: 'pm',
      createdDaysAgo: 40,
      change: { by: 'pm', daysAgo: 8, before: { impact: 4, status: 'open' } },
      comments: [{ by: 'member', daysAgo: 8, body: 'The trial run found 1,240 duplicates.' }],
    },
    {
      kind: 'issue',
      title: 'Legacy export job fails nightly',
      description: 'The nightly export from the legacy ERP stops at the invoices table.',
      probability: 4,
      impact: 4,
      status: 'open',
      owner: 'member',
      dueInDays: 3,
      mitigation: 'Run the export by hand each morning until the fix is deployed.',
      shared: false,
      by: 'member',
      createdDaysAgo: 3,
    },
    {
      kind: 'risk',
      title: 'Key users away in the summer',
      description: 'Two key users plan long holidays during the acceptance test.',
      probability: 3,
      impact: 3,
      status: 'open',
      owner: 'pm',
      dueInDays: 60,
      mitigation: 'Agree on deputies and record the test sessions.',
      shared: false,
      by: 'pm',
      createdDaysAgo: 20,
    },
    {
      kind: 'risk',
      title: 'Licence costs rise',
      description: 'The ERP vendor announced a price review.',
      probability: 1,
      impact: 1,
      status: 'closed',
      owner: null,
      dueInDays: null,
      mitigation: 'Prices are fixed by the framework contract until 2028.',
      shared: false,
      by: 'pm',
      createdDaysAgo: 70,
      change: { by: 'pm', daysAgo: 65, before: { status: 'open' } },
    },
  ],
  'KEEL-004': [
    {
      kind: 'risk',
      title: 'Scope creep from the workshops',
      description: 'Every workshop adds requirements to the first release.',
      probability: 3,
      impact: 4,
      status: 'open',
      owner: 'pm',
      dueInDays: 30,
      mitigation: 'New requests go through a **change request**; the steering committee decides.',
      shared: false,
      by: 'pm',
      createdDaysAgo: 15,
    },
    {
      kind: 'issue',
      title: 'Test environment unstable',
      description: 'The shared test environment restarts several times a day.',
      probability: 2,
      impact: 5,
      status: 'closed',
      owner: 'pm',
      dueInDays: -5,
      mitigation: 'Moved to a dedicated environment.',
      shared: false,
      by: 'pm',
      createdDaysAgo: 28,
      change: { by: 'pm', daysAgo: 6, before: { status: 'mitigating' } },
    },
  ],
  'KEEL-006': [
    {
      kind: 'risk',
      title: 'Hosting contract renewal',
      description: 'The hosting contract ends before the go-live.',
      probability: 2,
      impact: 3,
      status: 'mitigating',
      owner: 'member',
      dueInDays: 20,
      mitigation: 'Renewal offer requested; a three-month extension is the fallback.',
      shared: false,
      by: 'member',
      createdDaysAgo: 11,
    },
  ],
};

function addDays(now: number, days: number): string {
  return new Date(now + days * DAY).toISOString().slice(0, 10);
}

function valuesOf(
  risk: DemoRisk,
  userIds: Record<DemoAccountKey, number>,
  now: number,
): RiskValues {
  return {
    kind: risk.kind,
    title: risk.title,
    description: risk.description,
    probability: risk.probability,
    impact: risk.impact,
    severity: riskSeverity(risk.probability, risk.impact),
    ownerId: risk.owner ? userIds[risk.owner] : null,
    status: risk.status,
    dueDate: risk.dueInDays === null ? null : addDays(now, risk.dueInDays),
    mitigation: risk.mitigation,
    sharedWithStakeholders: risk.shared,
  };
}

async function seedRisk(
  trx: Knex,
  projectId: number,
  risk: DemoRisk,
  userIds: Record<DemoAccountKey, number>,
  now: number,
): Promise<number> {
  const name = (key: DemoAccountKey | null) => (key ? DEMO_ACCOUNTS[key].name : null);
  const final = valuesOf(risk, userIds, now);
  const initialRisk = { ...risk, ...risk.change?.before };
  const initial = valuesOf(initialRisk, userIds, now);
  const createdAt = now - risk.createdDaysAgo * DAY;
  const id = await insertRisk(trx, projectId, final, userIds[risk.by], createdAt);
  await insertHistory(
    trx,
    id,
    {
      userId: userIds[risk.by],
      created: true,
      changes: changesBetween(null, shown(initial, name(initialRisk.owner))),
    },
    createdAt,
  );
  let updatedAt = createdAt;
  if (risk.change) {
    const at = now - risk.change.daysAgo * DAY;
    await insertHistory(
      trx,
      id,
      {
        userId: userIds[risk.change.by],
        created: false,
        changes: changesBetween(
          shown(initial, name(initialRisk.owner)),
          shown(final, name(risk.owner)),
        ),
      },
      at,
    );
    updatedAt = Math.max(updatedAt, at);
  }
  for (const comment of risk.comments ?? []) {
    const at = now - comment.daysAgo * DAY;
    await insertComment(trx, id, userIds[comment.by], comment.body, at);
    updatedAt = Math.max(updatedAt, at);
  }
  await trx('risks').where({ id }).update({ updated_at: updatedAt });
  return id;
}

export async function seedRisksDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; now: number },
): Promise<void> {
  const { userIds, now } = context;
  const projects = await projectsByCode(trx, Object.keys(DEMO_RISKS));
  const projectIds = new Map(projects.map((p) => [p.code, p.id]));
  for (const { id: projectId, code } of projects) {
    if (await trx('risks').where({ project_id: projectId }).first('id')) continue;
    for (const risk of DEMO_RISKS[code] ?? []) await seedRisk(trx, projectId, risk, userIds, now);
  }

  const pm = userIds.pm;
  if (await trx('risk_subscriptions').where({ user_id: pm }).first('id')) return;
  const keel002 = projectIds.get('KEEL-002');
  const keel003 = projectIds.get('KEEL-003');
  const supplierDelay = keel002
    ? await trx('risks')
        .where({ project_id: keel002, title: 'Supplier delay' })
        .first<{ id: number } | undefined>('id')
    : undefined;
  const subscriptions: Array<{
    scope: 'all' | 'project' | 'item';
    projectId: number | null;
    riskId: number | null;
    events: RiskEvent[];
  }> = [{ scope: 'all', projectId: null, riskId: null, events: ['created', 'severityRaised'] }];
  if (keel003)
    subscriptions.push({
      scope: 'project',
      projectId: keel003,
      riskId: null,
      events: ['statusChanged', 'commented'],
    });
  if (keel002 && supplierDelay)
    subscriptions.push({
      scope: 'item',
      projectId: keel002,
      riskId: supplierDelay.id,
      events: ['statusChanged', 'commented'],
    });
  for (const s of subscriptions) await insertSubscription(trx, pm, s, s.events, now - 45 * DAY);

  // What Max's saves of the last days told Pat (unread).
  const notify = async (code: string, title: string, text: string, daysAgo: number) => {
    const projectId = projectIds.get(code);
    if (projectId === undefined) return;
    const risk = await trx('risks')
      .where({ project_id: projectId, title })
      .first<{ id: number } | undefined>('id');
    if (!risk) return;
    await insertNotifications(
      trx,
      [{ userId: pm, kind: 'risk', text, link: `/projects/${projectId}/risks?risk=${risk.id}` }],
      now - daysAgo * DAY,
    );
  };
  await notify(
    'KEEL-003',
    'Legacy export job fails nightly',
    'Issue "Legacy export job fails nightly" on KEEL-003 was raised by Max Member (severity 16)',
    3,
  );
  await notify(
    'KEEL-001',
    'App store review rejects the release',
    'Risk "App store review rejects the release" on KEEL-001 is now critical (severity 15)',
    5,
  );
  await notify(
    'KEEL-002',
    'Supplier delay',
    'Risk "Supplier delay" on KEEL-002 is now critical (severity 20) and has a new comment by Max Member',
    1,
  );
}
