import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The hot reads open no transaction: on SQLite every transaction begins
 * IMMEDIATE (`beginImmediately`), taking the write lock, which a read that
 * needs none would take from every other process's writes.
 */
let server: TestServer;
let statements: string[] = [];
const record = (query: { sql: string }) => statements.push(query.sql);

beforeAll(async () => {
  server = await startTestServer({ seedTimesheets: true });
  server.knex.on('query', record);
});
afterAll(async () => {
  server.knex.removeListener('query', record);
  await server?.close();
});

const transactionsIn = (sql: string[]) =>
  sql.filter((text) => /^\s*(begin|start transaction)/i.test(text));

describe('the hot read paths', () => {
  it('(a write is seen opening its transaction)', async () => {
    statements = [];
    const response = await server.call(
      'admin',
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      [],
    );
    expect(response.status).toBe(200);
    expect(transactionsIn(statements)).toHaveLength(1);
  });

  it('run their queries outside any transaction', async () => {
    const projectId = await server.idOf('projects', { code: 'KEEL-001' });
    const reads: Array<[string, string, unknown?]> = [
      ['GET', '/api/users/current'],
      ['POST', '/api/projects/query', { page: 1, pageSize: 50 }],
      [
        'POST',
        '/api/tasks/query',
        { filters: [{ filterName: 'project', intValue: projectId }], page: 1, pageSize: 100 },
      ],
      ['GET', '/api/timesheet/entries?from=2026-01-05&to=2026-01-11'],
    ];
    for (const [method, path, body] of reads) {
      // Twice: the first may fill a cache (the session's) the second reads
      // (on SQLite the current user's second answer runs no query at all).
      for (let i = 0; i < 2; i += 1) {
        statements = [];
        const response = await server.call('admin', method, path, body);
        expect(response.status, path).toBe(200);
        if (i === 0) expect(statements.length, path).toBeGreaterThan(0);
        expect(transactionsIn(statements), path).toEqual([]);
      }
    }
  });
});
