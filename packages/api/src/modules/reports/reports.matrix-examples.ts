import { DEMO_PROJECTS } from '../../demo/demo-workspace';
import { hashToken, newToken } from '../../lib/tokens';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { currentRag, insertDraft, markPublished, setPublicToken } from './reports.repository';

/**
 * Example requests of the status report routes for the authorization matrix
 * and the security battery: every call gets a fresh report of its own on the
 * matrix project (KEEL-001), made directly in the database (version 1), so no
 * example depends on another. A stakeholder reads published reports only, so
 * its reads get a published one; the public route gets a live token.
 */

let counter = 0;
const BASE = '/api/projects/{projectId}/reports';

async function matrixProject(server: TestServer): Promise<number> {
  return server.idOf('projects', { code: DEMO_PROJECTS[0]?.code ?? 'KEEL-001' });
}

/** A fresh report on the matrix project: a draft, or published (with a live token when asked). */
async function report(server: TestServer, state: 'draft' | 'published' | 'shared' = 'draft') {
  const projectId = await matrixProject(server);
  const rag = await currentRag(server.knex, projectId);
  if (!rag) throw new Error('the matrix project has no RAG');
  const day = String((++counter % 28) + 1).padStart(2, '0');
  const authorId = await server.idOf('users', { email: 'pm@example.com' });
  const reportId = await insertDraft(
    server.knex,
    projectId,
    authorId,
    {
      periodStart: `2031-02-${day}`,
      periodEnd: `2031-02-${day}`,
      rag,
      summary: `Matrix report ${counter}`,
      achievements: '',
      nextSteps: '',
    },
    server.clock.now,
  );
  if (state !== 'draft')
    await markPublished(server.knex, reportId, {
      publishedAt: server.clock.now,
      publishedBy: authorId,
      snapshot: { topRisks: [], milestones: [] },
    });
  const token = newToken();
  if (state === 'shared')
    await setPublicToken(server.knex, reportId, hashToken(token), server.clock.now);
  return { projectId, reportId, token };
}

export const REPORTS_MATRIX_EXAMPLES: Record<string, Example> = {
  [`POST ${BASE}`]: async () => ({ body: { periodEnd: '2031-03-31' } }),
  [`GET ${BASE}/{reportId}`]: async (who, server) => {
    const { reportId } = await report(server, who === 'stakeholder' ? 'published' : 'draft');
    return { params: { reportId } };
  },
  [`PUT ${BASE}/{reportId}`]: async (_who, server) => {
    const { reportId } = await report(server);
    const entry = { status: 'amber', comment: 'Matrix comment' };
    return {
      params: { reportId },
      body: {
        periodStart: '2031-04-01',
        periodEnd: '2031-04-14',
        rag: { overall: entry, schedule: entry, budget: entry, scope: entry },
        summary: 'Matrix summary',
        achievements: '',
        nextSteps: '',
        topRiskIds: [],
        version: 1,
      },
    };
  },
  [`DELETE ${BASE}/{reportId}`]: async (_who, server) => {
    const { reportId } = await report(server);
    return { params: { reportId }, query: { version: '1' } };
  },
  [`POST ${BASE}/{reportId}/publish`]: async (_who, server) => {
    const { reportId } = await report(server);
    return { params: { reportId }, body: { version: 1 } };
  },
  [`POST ${BASE}/{reportId}/public-link`]: async (_who, server) => {
    const { reportId } = await report(server, 'published');
    return { params: { reportId }, body: { version: 1 } };
  },
  [`DELETE ${BASE}/{reportId}/public-link`]: async (_who, server) => {
    const { reportId } = await report(server, 'shared');
    return { params: { reportId }, query: { version: '1' } };
  },
  'GET /api/reports/status/snapshot': async () => ({ query: { date: '2031-02-28' } }),
  'GET /api/public/reports/{reportToken}': async (_who, server) => {
    const { token } = await report(server, 'shared');
    return { params: { reportToken: token } };
  },
};
