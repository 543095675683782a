import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../demo/demo-workspace';
import {
  addRevision,
  insertQuoteWithRevisions,
  type RevisionSpec,
} from '../../demo/quote-revisions';
import type { Example, Who } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';

/**
 * Example requests of the project-from-a-quote routes for the authorization
 * matrix and the security battery: every call gets a fresh accepted quote of
 * its own (written to the tables); the update routes also get the project
 * created from its first revision, managed by the caller, and a newer
 * accepted revision waiting.
 */

let counter = 0;

const FIRST: RevisionSpec = {
  lines: [
    {
      key: 'plan',
      section: 'Plan',
      description: 'Plan',
      role: 'Consultant',
      minutes: 240,
      rate: 12_000,
    },
    { key: 'do', section: 'Do', description: 'Do', role: 'Consultant', minutes: 600, rate: 12_000 },
  ],
  markups: [{ label: 'Risk', kind: 'percent', value: 5, appliesTo: 'subtotal' }],
};
const SECOND: RevisionSpec = {
  lines: [
    {
      key: 'plan',
      section: 'Plan',
      description: 'Plan',
      role: 'Consultant',
      minutes: 300,
      rate: 12_500,
    },
    {
      key: 'check',
      section: 'Check',
      description: 'Check',
      role: 'Consultant',
      minutes: 120,
      rate: 12_500,
    },
  ],
  markups: FIRST.markups,
};

/** A fresh quote whose revision 1 is accepted. */
export async function acceptedMatrixQuote(server: TestServer): Promise<number> {
  counter += 1;
  const ownerId = await server.idOf('users', { email: DEMO_ACCOUNTS.pm.email });
  return insertQuoteWithRevisions(
    server.knex,
    {
      number: `Q-MATRIX-${Date.now().toString(36)}-${counter}`,
      name: `Matrix quote ${counter}`,
      client: 'Matrix client',
      ownerId,
      status: 'accepted',
      revisions: [FIRST],
      accepted: 1,
    },
    server.clock.now,
  );
}

/**
 * A quote, the project the admin created from its revision 1 with `manager`
 * as its manager, and revision 2 accepted since: what the update routes act on.
 */
export async function quoteWithNewerRevision(
  server: TestServer,
  manager: DemoAccountKey,
): Promise<{ quoteId: number; projectId: number; version: number }> {
  const quoteId = await acceptedMatrixQuote(server);
  const managerId = await server.idOf('users', { email: DEMO_ACCOUNTS[manager].email });
  const response = await server.call<{ project: { id: number } }>(
    'admin',
    'POST',
    `/api/projects/create-from-quote/${quoteId}`,
    { managerId: DEMO_ACCOUNTS[manager].external ? null : managerId },
  );
  if (response.status !== 201)
    throw new Error(`create from quote failed: ${response.status} ${response.text}`);
  await addRevision(server.knex, quoteId, SECOND, true, server.clock.now);
  const row = await server
    .knex('projects')
    .where({ id: response.body.project.id })
    .first<{ version: number }>('version');
  return { quoteId, projectId: response.body.project.id, version: Number(row.version) };
}

const managerFor = (who: Who): DemoAccountKey => (who === 'signedOut' ? 'pm' : who);

export const FROM_QUOTE_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/projects/create-from-quote/{quoteId}/options': async (_who, server) => ({
    params: { quoteId: await acceptedMatrixQuote(server) },
  }),
  'POST /api/projects/create-from-quote/{quoteId}': async (_who, server) => ({
    params: { quoteId: await acceptedMatrixQuote(server) },
    body: { startDate: '2031-01-01', endDate: '2031-06-30' },
  }),
  'GET /api/projects/update-from-quote/{quoteId}/options': async (who, server) => ({
    params: { quoteId: (await quoteWithNewerRevision(server, managerFor(who))).quoteId },
  }),
  'POST /api/projects/update-from-quote/{quoteId}': async (who, server) => {
    const { quoteId, version } = await quoteWithNewerRevision(server, managerFor(who));
    return { params: { quoteId }, body: { version, budget: true, tasks: ['check'] } };
  },
};
