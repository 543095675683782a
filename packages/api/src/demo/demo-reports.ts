import { parseDate } from '@internationalized/date';
import type { RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { utcDate } from '../lib/dates';
import { hashToken } from '../lib/tokens';
import {
  liveMilestones,
  liveTopRisks,
  mostSevereOpenRisks,
} from '../modules/reports/report-contents.repository';
import {
  insertDraft,
  markPublished,
  setPublicToken,
  setTopRisks,
  type RagValues,
} from '../modules/reports/reports.repository';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo status reports (issue 15 § 4, 7): three published reports and a draft.
 * KEEL-001 has two published fortnights (the older one green, the newer one
 * amber, each with the RAG its project's history had at its period end) and
 * the current fortnight as a draft; KEEL-002 has one published report. The
 * newer KEEL-001 report is shared by a public link whose token is fixed and
 * published here (`DEMO_STATUS_REPORT_TOKEN`), like `DEMO_STAKEHOLDER_TOKEN`:
 * the demo is never seeded in production, and the print-mode viewer opens
 * from a fresh demo without signing in at `/reports/status/viewer/` + token.
 *
 * Each report covers the 14 days to its end (the first) or the days after the
 * project's previous one. Each report's top risks are the three most severe open items of the
 * register at seeding (none when the register is empty) and its milestones
 * those due in its period; published ones are frozen like any publishing.
 * Seeded once: nothing is added when KEEL-001 already has a status report.
 */

export const DEMO_REPORT_PROJECT = 'KEEL-001';
/** The public link of KEEL-001's newer published report: `/reports/status/viewer/` + this. */
export const DEMO_STATUS_REPORT_TOKEN = 'demo-harbour-bank-status-report-3b7e91c2d4';

const DAY = 86_400_000;

interface DemoReport {
  project: string;
  /** The period ends this many days before the seeding and covers 14 days. */
  endsDaysAgo: number;
  /** Published this many hours after its period end; null: a draft. */
  publishedAfterHours: number | null;
  author: DemoAccountKey;
  summary: string;
  achievements: string;
  nextSteps: string;
  shared?: boolean;
}

const DEMO_REPORTS: readonly DemoReport[] = [
  {
    project: 'KEEL-001',
    endsDaysAgo: 23,
    publishedAfterHours: 10,
    author: 'pm',
    summary: 'The team is complete and the first sprints delivered as planned.',
    achievements: '- Account overview built\n- Design system agreed with the bank',
    nextSteps: '- Payments flow\n- First test cycle with the bank',
  },
  {
    project: 'KEEL-001',
    endsDaysAgo: 8,
    publishedAfterHours: 20,
    author: 'pm',
    summary:
      "The bank's **card API** arrived three weeks late: card controls moved one sprint, the rest is on plan.",
    achievements: '- Payments flow in test\n- Push notification change request estimated',
    nextSteps: '- Card controls against the new API\n- Second test cycle',
    shared: true,
  },
  {
    project: 'KEEL-001',
    endsDaysAgo: 0,
    publishedAfterHours: null,
    author: 'pm',
    summary: 'Draft: the card API delay now costs extra test cycles.',
    achievements: '- Card controls started',
    nextSteps: '',
  },
  {
    project: 'KEEL-002',
    endsDaysAgo: 14,
    publishedAfterHours: 9,
    author: 'pm',
    summary: 'Design approved by Café Müller; the shop build started.',
    achievements: '- Design approved\n- Product catalogue imported',
    nextSteps: '- Checkout and gift cards',
  },
];

/** The project's RAG as its history had it at `at` (the current RAG when it has no entry by then). */
async function ragAt(trx: Knex, projectId: number, at: number): Promise<RagValues> {
  const change = await trx('project_rag_changes')
    .where('project_id', projectId)
    .andWhere('changed_at', '<=', at)
    .orderBy([
      { column: 'changed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first<Record<string, string> | undefined>();
  const project = await trx('projects').where({ id: projectId }).first<Record<string, string>>();
  const entry = (d: keyof RagValues) =>
    change
      ? { status: change[d] as RagStatus, comment: change[`${d}_comment`] ?? '' }
      : { status: project[`rag_${d}`] as RagStatus, comment: project[`rag_${d}_comment`] ?? '' };
  return {
    overall: entry('overall'),
    schedule: entry('schedule'),
    budget: entry('budget'),
    scope: entry('scope'),
  };
}

export async function seedReportsDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; now: number },
): Promise<void> {
  const projects = new Map(
    (
      await trx('projects')
        .whereIn('code', [...new Set(DEMO_REPORTS.map((r) => r.project))])
        .whereNull('deleted_at')
        .select<{ id: number; code: string }[]>('id', 'code')
    ).map((p) => [p.code, p.id]),
  );
  const first = projects.get(DEMO_REPORT_PROJECT);
  if (first === undefined) return;
  if (await trx('status_reports').where('project_id', first).first('id')) return;

  const today = parseDate(utcDate(context.now));
  // A project's next report starts the day after its previous one ends (as a new draft would).
  const previousEnd = new Map<string, ReturnType<typeof parseDate>>();
  for (const demo of DEMO_REPORTS) {
    const projectId = projects.get(demo.project);
    if (projectId === undefined) continue;
    const end = today.subtract({ days: demo.endsDaysAgo });
    const periodEnd = end.toString();
    const periodStart = (
      previousEnd.get(demo.project)?.add({ days: 1 }) ?? end.subtract({ days: 13 })
    ).toString();
    previousEnd.set(demo.project, end);
    const endOfPeriod = Date.parse(`${periodEnd}T23:59:59.999Z`);
    const publishedAt =
      demo.publishedAfterHours === null ? null : endOfPeriod + demo.publishedAfterHours * 3_600_000;
    const createdAt = Math.min(context.now, endOfPeriod - 2 * DAY);
    const reportId = await insertDraft(
      trx,
      projectId,
      context.userIds[demo.author],
      {
        periodStart,
        periodEnd,
        rag: await ragAt(trx, projectId, publishedAt ?? context.now),
        summary: demo.summary,
        achievements: demo.achievements,
        nextSteps: demo.nextSteps,
      },
      createdAt,
    );
    await setTopRisks(trx, reportId, await mostSevereOpenRisks(trx, projectId, 3));
    if (publishedAt === null) continue;
    const [topRisks, milestones] = await Promise.all([
      liveTopRisks(trx, reportId),
      liveMilestones(trx, projectId, periodStart, periodEnd),
    ]);
    await markPublished(trx, reportId, {
      publishedAt,
      publishedBy: context.userIds[demo.author],
      snapshot: { topRisks, milestones },
    });
    await trx('status_reports')
      .where({ id: reportId })
      .update({ updated_at: publishedAt, version: demo.shared ? 3 : 2 });
    if (demo.shared)
      await setPublicToken(trx, reportId, hashToken(DEMO_STATUS_REPORT_TOKEN), publishedAt + DAY);
  }
}
