import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertContact } from './contacts.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * contact routes. Every change gets a contact of its own, so one caller's
 * edit, delete or link never spoils another's example.
 */

let counter = 0;

async function freshContact(server: TestServer): Promise<number> {
  return insertContact(
    server.knex,
    {
      name: `Matrix Contact ${++counter}`,
      company: 'Matrix Ltd',
      jobTitle: 'Tester',
      email: `matrix-${counter}@example.com`,
      phone: '+1 555 0100',
      notes: 'Matrix',
    },
    null,
    server.clock.now,
  );
}

/** A fresh contact linked to the matrix project (the route's {projectId}). */
async function linkedContact(server: TestServer, projectId: number): Promise<number> {
  const contactId = await freshContact(server);
  await server.knex('project_contacts').insert({
    project_id: projectId,
    contact_id: contactId,
    role: 'Sponsor',
    created_by: null,
    created_at: server.clock.now,
  });
  return contactId;
}

async function matrixProjectId(server: TestServer): Promise<number> {
  return server.idOf('projects', { code: 'KEEL-001' });
}

export const CONTACTS_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/contacts/export': async () => ({ query: { format: 'csv' } }),
  'POST /api/contacts': async () => ({ body: { name: `Matrix New Contact ${++counter}` } }),
  'PUT /api/contacts/{contactId}': async (_who, server) => ({
    params: { contactId: await freshContact(server) },
    body: { name: 'Matrix Contact edited', version: 1 },
  }),
  'DELETE /api/contacts/{contactId}': async (_who, server) => ({
    params: { contactId: await freshContact(server) },
    query: { version: '1' },
  }),
  'POST /api/projects/{projectId}/contacts': async (_who, server) => ({
    body: { contactId: await freshContact(server), role: 'Sponsor' },
  }),
  'DELETE /api/projects/{projectId}/contacts/{contactId}': async (_who, server) => ({
    params: { contactId: await linkedContact(server, await matrixProjectId(server)) },
  }),
};
