import type { InvoiceClientPage } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid } from '../../test/answers';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { postCreated } from '../projects/projects.test-fixtures';
import { BILLED_CLIENT } from './invoices.test-fixtures';

/**
 * `GET /api/invoices/clients` (invoice-clients.service.ts) on both databases:
 * Finance, who holds the invoice flags but not the directory's, lists the
 * contacts an invoice may name — id, name, company and whether the billing
 * details are complete, nothing else — searched and paged; members and
 * stakeholders are refused.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
serverForFile((started) => (server = started));

let billedId: number;
let bareId: number;

const clients = (query: string, who: 'finance' | 'pm' | 'admin' = 'finance') =>
  server.call<InvoiceClientPage>(who, 'GET', `/api/invoices/clients${query}`);

beforeAll(async () => {
  billedId = (
    await postCreated<{ id: number }>(server, 'admin', '/api/contacts', {
      ...BILLED_CLIENT,
      name: 'Zelda Pickerclient',
      notes: 'Internal: pays late',
      phone: '+49 30 1234',
      jobTitle: 'Head of accounts',
    })
  ).id;
  bareId = (
    await postCreated<{ id: number }>(server, 'admin', '/api/contacts', {
      name: 'Zara Pickerclient',
      company: 'Bare AG',
      email: 'zara@bare.example',
    })
  ).id;
});

describe(`invoice clients (${DB})`, () => {
  it('lets Finance (no contacts flag) list the contacts it may bill, with only the picker fields', async () => {
    expect((await server.call('finance', 'GET', '/api/contacts')).status).toBe(403);
    const found = await clients('?search=pickerclient');
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual({
      items: [
        { id: bareId, name: 'Zara Pickerclient', company: 'Bare AG', billingComplete: false },
        { id: billedId, name: 'Zelda Pickerclient', company: 'Client GmbH', billingComplete: true },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    expect(found.text).not.toMatch(/notes|pays late|phone|jobTitle|email|billingStreet|taxId/);
  });

  it('searches by company and email, pages by name then id', async () => {
    const byCompany = await clients('?search=bare%20ag');
    expect(byCompany.body.items.map((c) => c.id)).toEqual([bareId]);
    const byEmail = await clients('?search=zara%40bare');
    expect(byEmail.body.items.map((c) => c.id)).toEqual([bareId]);
    const second = await clients('?search=pickerclient&page=2&pageSize=1');
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({
      items: [{ id: billedId }],
      total: 2,
      page: 2,
      pageSize: 1,
    });
  });

  it('answers the project managers and administrators who read invoices too', async () => {
    for (const who of ['pm', 'admin'] as const) {
      const found = await clients('?search=zelda', who);
      expect(found.status, found.text).toBe(200);
      expect(found.body.items.map((c) => c.id)).toEqual([billedId]);
    }
  });

  it('refuses members and stakeholders', async () => {
    for (const who of ['member', 'stakeholder'] as const)
      expect((await server.call(who, 'GET', '/api/invoices/clients')).status).toBe(403);
  });

  it('answers 400 naming the field for a bad page or an overlong search', async () => {
    expectInvalid(await clients('?pageSize=0'), 'pageSize');
    expectInvalid(await clients(`?search=${'x'.repeat(201)}`), 'search');
  });
});
