import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ApiTokenCreated } from '@keel/types';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';

/**
 * The OpenAPI document is enough for a generated client: types from
 * `/api/openapi.json` by openapi-typescript, calls through openapi-fetch with
 * the bearer header only (no cookie, no Origin), as the demo member.
 */

let server: TestServer;
serverForFile((started) => (server = started));

/** What a user of the generated client writes: it must type-check against the generated paths. */
const USAGE = `
import createClient from 'openapi-fetch';
import type { paths } from './keel-api';
export async function use(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });
  const tasks = await client.POST('/api/tasks/query', { body: { filters: [], pageSize: 5 } });
  const first: number | undefined = tasks.data?.items[0]?.id;
  const logged = await client.POST('/api/timesheet/entries', {
    body: { date: '2041-03-04', taskId: first ?? 1, minutes: 30, note: 'Via the API' },
  });
  const minutes: number | undefined = logged.data?.minutes;
  // @ts-expect-error: the generated body knows its fields (no such one as \`hours\`)
  await client.POST('/api/timesheet/entries', { body: { date: '2041-03-04', hours: 1 } });
  return minutes;
}
`;

describe('a client generated from the OpenAPI document', () => {
  it('types check, and with a token it lists tasks and logs time', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const generated = astToString(await openapiTS(document as never));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-client-'));
    fs.writeFileSync(path.join(dir, 'keel-api.ts'), generated);
    fs.writeFileSync(path.join(dir, 'use.ts'), USAGE);
    const fetchTypes = createRequire(import.meta.url).resolve('openapi-fetch/dist/index.d.mts');
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      paths: { 'openapi-fetch': [fetchTypes] },
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });

    const created = await server.call<ApiTokenCreated>(
      'member',
      'POST',
      '/api/users/current/tokens',
      {
        name: 'Generated client',
        scopes: ['read', 'write'],
        expiresAt: new Date(server.clock.now + 24 * 60 * 60 * 1000).toISOString(),
      },
    );
    expect(created.status, created.text).toBe(201);
    // Untyped here (the types above were generated at run time); the usage's type check covers them.
    const client = createClient<never>({
      baseUrl: server.url,
      headers: { Authorization: `Bearer ${created.body.token}` },
    }) as unknown as {
      POST(
        path: string,
        init: { body: unknown },
      ): Promise<{ data?: Record<string, unknown>; response: Response }>;
    };
    const tasks = await client.POST('/api/tasks/query', { body: { filters: [], pageSize: 5 } });
    expect(tasks.response.status).toBe(200);
    const taskId = (tasks.data?.items as Array<{ id: number }>)[0]?.id;
    const logged = await client.POST('/api/timesheet/entries', {
      body: { date: '2041-03-04', taskId, minutes: 30, note: 'Via the API' },
    });
    expect(logged.response.status, JSON.stringify(logged.data)).toBe(201);
    const memberId = await server.idOf('users', { email: 'member@example.com' });
    expect(logged.data).toMatchObject({
      minutes: 30,
      task: { id: taskId },
      user: { id: memberId },
    });
  }, 120_000); // generating and type-checking the client is a compile: seconds alone, more on busy cores
});
