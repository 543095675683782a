import { addDays } from '@keel/types';
import { matrixProjectId, type Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import * as lineRepo from './invoice-lines.repository';
import * as repo from './invoices.repository';

/**
 * Example requests of the invoice routes for the authorization matrix and the
 * security battery: each call gets its own invoice of the matrix project
 * (a draft, or an issued one numbered in a series of its own, `MATRIX`), and
 * from-time its own week of approved billable time, so every allowed caller
 * succeeds and the demo's invoices stay as they are.
 */

let counter = 0;

/**
 * A client with the billing details EN 16931 asks of the buyer, and the
 * workspace's billing settings filled in (the seller's), so an issue can go
 * through.
 */
async function matrixContact(server: TestServer): Promise<number> {
  await server.knex('billing_settings').where({ legal_name: '' }).update({
    legal_name: 'Matrix Consulting GmbH',
    street: 'Hauptstraße 5',
    postcode: '10115',
    city: 'Berlin',
    country_code: 'DE',
    tax_id: 'DE123456789',
    email: 'billing@matrix.example',
  });
  const [row] = await server
    .knex('contacts')
    .insert({
      name: `Matrix client ${++counter}`,
      company: 'Matrix Ltd',
      email: 'ap@matrix.example',
      billing_street: 'Marktplatz 1',
      billing_postcode: '80331',
      billing_city: 'München',
      billing_country: 'DE',
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

/** A draft of the matrix project with a client and one line (gross 119.00); issued when asked. */
export async function matrixInvoice(server: TestServer, issued = false): Promise<number> {
  const projectId = await matrixProjectId(server);
  const project = await repo.liveProject(server.knex, projectId);
  const line = {
    description: 'Matrix work',
    unitKind: 'units' as const,
    quantity: 1,
    unitPrice: 10_000,
    taxRate: 1900,
    net: 10_000,
    tax: 1900,
    gross: 11_900,
  };
  const id = await repo.insertInvoice(
    server.knex,
    {
      projectId,
      clientContactId: await matrixContact(server),
      currency: project?.currency ?? 'EUR',
      kind: 'invoice',
      creditOfId: null,
      paymentTermsDays: 30,
      notes: '',
      totals: { net: line.net, tax: line.tax, gross: line.gross },
      createdBy: null,
    },
    server.clock.now,
  );
  await lineRepo.insertLine(server.knex, id, 0, line);
  if (issued)
    await repo.setIssued(
      server.knex,
      id,
      { number: `MATRIX-${id}`, issueDate: '2026-01-05', dueDate: '2026-02-04' },
      server.clock.now,
    );
  return id;
}

/**
 * A week of approved billable time of the member on the matrix project (a
 * Monday in 2024 of its own per call): what a from-time draft is made of.
 */
async function approvedWeek(server: TestServer): Promise<{ from: string; to: string }> {
  const projectId = await matrixProjectId(server);
  const member = await server.idOf('users', { email: 'member@example.com' });
  const from = addDays('2024-01-01', 7 * (++counter % 52));
  const now = server.clock.now;
  await server.knex('time_entries').insert({
    user_id: member,
    date: from,
    project_id: projectId,
    minutes: 60,
    billable: true,
    created_by: member,
    created_at: now,
    updated_at: now,
  });
  await server
    .knex('timesheet_weeks')
    .insert({
      user_id: member,
      week_start: from,
      status: 'approved',
      created_at: now,
      updated_at: now,
    })
    .onConflict(['user_id', 'week_start'])
    .ignore();
  return { from, to: addDays(from, 6) };
}

export const INVOICES_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/invoices/clients': () => Promise.resolve({ query: { search: 'matrix' } }),
  'POST /api/invoices': async (_who, server) => ({
    body: { projectId: await matrixProjectId(server) },
  }),
  'POST /api/invoices/from-time': async (_who, server) => ({
    body: { projectId: await matrixProjectId(server), ...(await approvedWeek(server)) },
  }),
  'POST /api/invoices/from-milestones': async (_who, server) => {
    const projectId = await matrixProjectId(server);
    const [row] = await server
      .knex('milestones')
      .insert({
        project_id: projectId,
        name: `Matrix invoice milestone ${++counter}`,
        description: '',
        due_date: '2026-06-30',
        status: 'planned',
        financial: true,
        amount: 50_000,
        version: 1,
        created_at: server.clock.now,
        updated_at: server.clock.now,
      })
      .returning<{ id: number }[]>('id');
    return { body: { milestoneIds: [(row as { id: number }).id] } };
  },
  'GET /api/invoices/{invoiceId}': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server) },
  }),
  'GET /api/invoices/{invoiceId}/pdf': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server) },
  }),
  'GET /api/invoices/{invoiceId}/e-invoice': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server, true) },
    query: { format: 'cii' },
  }),
  'PUT /api/invoices/{invoiceId}': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server) },
    body: { clientContactId: null, paymentTermsDays: 14, notes: 'Matrix', lines: [], version: 1 },
  }),
  'DELETE /api/invoices/{invoiceId}': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server) },
    query: { version: '1' },
  }),
  'POST /api/invoices/{invoiceId}/issue': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server) },
    body: { version: 1 },
  }),
  'POST /api/invoices/{invoiceId}/payments': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server, true) },
    body: { paidOn: '2026-01-20', amount: 5000 },
  }),
  'POST /api/invoices/{invoiceId}/void': async (_who, server) => ({
    params: { invoiceId: await matrixInvoice(server, true) },
    body: { version: 1, reason: 'Matrix void' },
  }),
  'GET /api/projects/{projectId}/invoice-figures': async (_who, server) => ({
    params: { projectId: await matrixProjectId(server) },
  }),
};
