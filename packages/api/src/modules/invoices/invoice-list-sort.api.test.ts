import type { InvoicePage } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid } from '../../test/answers';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { createProject } from '../projects/projects.test-fixtures';
import * as repo from './invoices.repository';

/**
 * `GET /api/invoices?sort=&direction=` on both databases: each column in
 * both directions, drafts (no number, no dates) last either way, ties broken
 * by id in the same direction so pages never overlap; newest first when no
 * sort is asked; an unknown sort is a 400 naming `sort`.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
serverForFile((started) => (server = started));

let projectId: number;
/** Invoice ids by name, in the order they were written. */
const ids: Record<string, number> = {};

async function invoice(
  name: string,
  values: { number?: string; issueDate?: string; dueDate?: string; gross: number; status?: string },
) {
  const id = await repo.insertInvoice(
    server.knex,
    {
      projectId,
      clientContactId: null,
      currency: 'EUR',
      kind: 'invoice',
      creditOfId: null,
      paymentTermsDays: 30,
      notes: '',
      totals: { net: values.gross, tax: 0, gross: values.gross },
      createdBy: null,
    },
    server.clock.now,
  );
  if (values.number)
    await server
      .knex('invoices')
      .where({ id })
      .update({
        number: values.number,
        issue_date: values.issueDate,
        due_date: values.dueDate,
        status: values.status ?? 'issued',
      });
  ids[name] = id;
}

const listed = async (query: string) => {
  const page = await server.call<InvoicePage>(
    'finance',
    'GET',
    `/api/invoices?projectId=${projectId}&${query}`,
  );
  expect(page.status, page.text).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return page.body.items.map((item) => byId[item.id]);
};

beforeAll(async () => {
  projectId = (await createProject(server, { name: 'Sorted invoices', currency: 'EUR' })).id;
  await invoice('a', {
    number: 'SORT-3',
    issueDate: '2026-01-10',
    dueDate: '2026-02-09',
    gross: 500,
  });
  await invoice('draft1', { gross: 900 });
  await invoice('b', {
    number: 'SORT-1',
    issueDate: '2026-01-20',
    dueDate: '2026-01-20',
    gross: 500,
    status: 'paid',
  });
  await invoice('c', {
    number: 'SORT-2',
    issueDate: '2026-01-05',
    dueDate: '2026-03-01',
    gross: 100,
  });
  await invoice('draft2', { gross: 100 });
});

describe(`invoice list sort (${DB})`, () => {
  it('lists newest first when no sort is asked, as before', async () => {
    expect(await listed('')).toEqual(['draft2', 'c', 'b', 'draft1', 'a']);
  });

  it('sorts by number, issue and due date, drafts last in both directions, ties by id', async () => {
    expect(await listed('sort=number')).toEqual(['b', 'c', 'a', 'draft1', 'draft2']);
    expect(await listed('sort=number&direction=desc')).toEqual(['a', 'c', 'b', 'draft2', 'draft1']);
    expect(await listed('sort=issueDate')).toEqual(['c', 'a', 'b', 'draft1', 'draft2']);
    expect(await listed('sort=issueDate&direction=desc')).toEqual([
      'b',
      'a',
      'c',
      'draft2',
      'draft1',
    ]);
    expect(await listed('sort=dueDate')).toEqual(['b', 'a', 'c', 'draft1', 'draft2']);
  });

  it('sorts by total and status with the id as the tie-break', async () => {
    expect(await listed('sort=total')).toEqual(['c', 'draft2', 'a', 'b', 'draft1']);
    expect(await listed('sort=total&direction=desc')).toEqual(['draft1', 'b', 'a', 'draft2', 'c']);
    expect(await listed('sort=status')).toEqual(['draft1', 'draft2', 'a', 'c', 'b']);
  });

  it('pages a sort without overlap or gaps', async () => {
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await listed(`sort=total&pageSize=2&page=${page}`)));
    expect(pages).toEqual(await listed('sort=total'));
  });

  it('counts and sums anew after any write of an invoice, one outside the API too', async () => {
    const totals = async () => {
      const page = await server.call<InvoicePage>('finance', 'GET', '/api/invoices');
      expect(page.status, page.text).toBe(200);
      const eur = page.body.totals.find((t) => t.currency === 'EUR');
      return { total: page.body.total, count: eur?.count, gross: eur?.gross };
    };
    const before = await totals();
    expect(await totals()).toEqual(before);
    // The remembered sums are keyed by the invoices' revision (PostgreSQL: a
    // trigger) or the database's change stamp (SQLite): a raw write counts.
    await server
      .knex('invoices')
      .where({ id: ids.a })
      .update({ gross_amount: 500 + 1000 });
    expect(await totals()).toEqual({ ...before, gross: (before.gross ?? 0) + 1000 });
    await invoice('late', { gross: 7 });
    expect(await totals()).toEqual({
      total: before.total + 1,
      count: (before.count ?? 0) + 1,
      gross: (before.gross ?? 0) + 1007,
    });
    await server.knex('invoices').where({ id: ids.late }).delete();
    await server.knex('invoices').where({ id: ids.a }).update({ gross_amount: 500 });
    expect(await totals()).toEqual(before);
  });

  it('answers 400 naming sort or direction for an unknown one', async () => {
    expectInvalid(await server.call('finance', 'GET', '/api/invoices?sort=cost'), 'sort');
    expectInvalid(await server.call('finance', 'GET', '/api/invoices?sort=-total'), 'sort');
    expectInvalid(
      await server.call('finance', 'GET', '/api/invoices?sort=total&direction=up'),
      'direction',
    );
  });
});
