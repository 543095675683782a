import type { PublicStatusReport } from '@keel/types';
import { iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { markdownRenderer } from '../../lib/markdown';
import { openPublicLink } from '../../lib/public-link-failures';
import { hashToken } from '../../lib/tokens';
import * as repo from './reports.repository';

/** The one answer of the public route for anything it does not open. */
const PUBLIC_NOT_FOUND = 'This link does not exist or is no longer shared';

/**
 * The published report a token opens, behind the per-address limit of failed
 * public lookups shared with the other public links
 * (`lib/public-link-failures.ts`): over it every public call of the address
 * is a 429; anything the token does not open is one indistinguishable 404,
 * counted.
 */
export async function publicView(
  deps: AppDeps,
  address: string,
  token: string,
): Promise<PublicStatusReport> {
  const report = await openPublicLink(
    deps.knex,
    address,
    deps.clock(),
    repo
      .findReportByToken(deps.knex, hashToken(token))
      .then((found) => (found?.snapshot && found.publishedAt !== null ? found : null)),
    PUBLIC_NOT_FOUND,
  );
  const snapshot = report.snapshot as NonNullable<typeof report.snapshot>;
  const render = await markdownRenderer();
  // Blank stays empty: the page shows its own "No summary." for it.
  const html = (source: string) => (source.trim() ? render(source) : '');
  return {
    project: {
      code: report.project.code,
      name: report.project.name,
      client: report.project.client,
    },
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    rag: report.rag,
    summary: report.summary,
    achievements: report.achievements,
    nextSteps: report.nextSteps,
    html: {
      summary: html(report.summary),
      achievements: html(report.achievements),
      nextSteps: html(report.nextSteps),
    },
    topRisks: snapshot.topRisks
      .filter((r) => r.sharedWithStakeholders)
      .map(({ riskId: _id, sharedWithStakeholders: _shared, ...risk }) => ({
        ...risk,
        mitigationHtml: html(risk.mitigation),
      })),
    milestones: snapshot.milestones.map(({ milestoneId: _id, ...milestone }) => milestone),
    author: report.author?.name ?? null,
    publishedAt: iso(report.publishedAt as number),
  };
}
