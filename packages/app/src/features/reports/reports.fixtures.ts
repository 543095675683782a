import type { PublicStatusReport, Risk, StatusReport } from '@keel/types';
import { createMarkdownRenderer } from '@keel/ui/markdown';

/** Test data of the feature's unit and component tests. */

const user = { id: 1, name: 'Pat Manager', initials: 'PM', color: '#123456' };

export function reportFixture(over: Partial<StatusReport> = {}): StatusReport {
  return {
    id: 7,
    project: { id: 2, code: 'P-002', name: 'Relaunch' },
    periodStart: '2026-03-01',
    periodEnd: '2026-03-14',
    state: 'draft',
    rag: {
      overall: { status: 'amber', comment: 'Two weeks late' },
      schedule: { status: 'red', comment: 'Vendor slipped' },
      budget: { status: 'green', comment: '' },
      scope: { status: 'grey', comment: '' },
    },
    summary: 'All **good**',
    achievements: '',
    nextSteps: '',
    topRisks: [
      {
        riskId: 11,
        kind: 'risk',
        title: 'Vendor delay',
        probability: 4,
        impact: 4,
        severity: 16,
        status: 'open',
        owner: 'Pat Manager',
        dueDate: null,
        mitigation: '',
        sharedWithStakeholders: true,
      },
      {
        riskId: null,
        kind: 'issue',
        title: 'Deleted since',
        probability: 1,
        impact: 1,
        severity: 1,
        status: 'closed',
        owner: null,
        dueDate: null,
        mitigation: '',
        sharedWithStakeholders: false,
      },
    ],
    milestones: [],
    author: user,
    createdAt: '2026-03-14T09:00:00.000Z',
    updatedAt: '2026-03-14T09:00:00.000Z',
    publishedAt: null,
    publishedBy: null,
    publicLink: null,
    version: 3,
    ...over,
  };
}

type PublicRisk = PublicStatusReport['topRisks'][number];

/** The server's rendering of the texts (`html`, `mitigationHtml`): the same renderer, over the test's DOM. */
const renderer = createMarkdownRenderer(window);
const render = (source: string) => (source.trim() ? renderer(source) : '');

/**
 * The report as the public viewer gets it once published: its shared texts, no ids or
 * records, and the texts rendered as the server renders them (from the texts given).
 */
export function publicReportFixture(
  over: Partial<Omit<PublicStatusReport, 'html' | 'topRisks'>> & {
    topRisks?: Array<Omit<PublicRisk, 'mitigationHtml'>>;
  } = {},
): PublicStatusReport {
  const report = reportFixture();
  const texts = {
    summary: over.summary ?? report.summary,
    achievements: over.achievements ?? report.achievements,
    nextSteps: over.nextSteps ?? report.nextSteps,
  };
  const risks =
    over.topRisks ??
    report.topRisks
      .filter((risk) => risk.sharedWithStakeholders)
      .map(({ riskId: _id, sharedWithStakeholders: _shared, ...risk }) => risk);
  return {
    project: { code: report.project.code, name: report.project.name, client: null },
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    rag: report.rag,
    milestones: report.milestones,
    author: user.name,
    publishedAt: '2026-03-15T10:00:00.000Z',
    ...over,
    ...texts,
    html: {
      summary: render(texts.summary),
      achievements: render(texts.achievements),
      nextSteps: render(texts.nextSteps),
    },
    topRisks: risks.map((risk) => ({ ...risk, mitigationHtml: render(risk.mitigation) })),
  };
}

export function riskFixture(over: Partial<Risk> & Pick<Risk, 'id' | 'title'>): Risk {
  return {
    project: { id: 2, code: 'P-002', name: 'Relaunch' },
    kind: 'risk',
    description: '',
    probability: 3,
    impact: 3,
    severity: 9,
    critical: false,
    owner: null,
    status: 'open',
    dueDate: null,
    mitigation: '',
    sharedWithStakeholders: true,
    commentCount: 0,
    createdBy: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    version: 1,
    ...over,
  };
}
