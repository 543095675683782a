import {
  Spectral,
  type ISpectralDiagnostic,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { API_TAGS } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';
import { buildOpenApiDocument } from './openapi';

/** The document as `GET /api/openapi.json` sends it: built from the route table, as JSON. */
function servedDocument() {
  return JSON.parse(JSON.stringify(buildOpenApiDocument(routes))) as {
    info: Record<string, unknown>;
    tags: Array<{ name: string; description?: string }>;
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
}

function operations() {
  return Object.entries(servedDocument().paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
  );
}

const SEVERITIES = ['error', 'warning', 'info', 'hint'];

describe('OpenAPI document', () => {
  it("passes Spectral's OpenAPI ruleset without an error or a warning", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({
      // `spectral:oas` (its recommended rules), plus rules it leaves off that matter to client generators
      extends: [[oas as RulesetDefinition, 'recommended']],
      rules: {
        'oas3-parameter-description': 'warn',
        'openapi-tags': 'warn',
        'openapi-tags-alphabetical': 'warn',
        'tag-description': 'warn',
      },
    });
    const results: ISpectralDiagnostic[] = await spectral.run(servedDocument());
    const findings = results.map(
      (r) => `${SEVERITIES[r.severity]} ${String(r.code)} ${r.path.join('.')}: ${r.message}`,
    );
    const count = (severity: number) => results.filter((r) => r.severity === severity).length;
    console.log(
      `Spectral (spectral:oas): ${count(0)} errors, ${count(1)} warnings, ${results.length} findings in all`,
    );
    expect(findings).toEqual([]);
    // Spectral walks the whole document (about 200 paths, 860,000 characters of
    // JSON): 12-14 s warm, 26-33 s cold, 47 s on a 2-core
    // machine at load 17 — over the suite's 20 s default on any cold run. The
    // invoices' 7 paths are 4.7 % of the characters, in line with their share
    // of the paths. 120 s is what the suite's other long tests are given
    // (finance writers, workload store).
  }, 120_000);

  it('gives every operation a unique operationId derived from its descriptor key', () => {
    const all = operations();
    const ids = all.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9_]*$/.test(id))).toBe(
      true,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(all.map((o) => [`${o.method} ${o.path}`, o.operationId]));
    expect(byRoute['put /api/projects/{projectId}']).toBe('projects_update');
    expect(byRoute['get /api/admin/users']).toBe('admin_listUsers');
    expect(byRoute['delete /api/custom-fields/{fieldId}']).toBe('customFields_remove');
  });

  it('documents every route of the table, raw ones included, with its parameters', () => {
    const document = servedDocument() as unknown as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    const missing = routes.filter(
      (route) => !document.paths[route.path]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    for (const route of routes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      const pathParams = (operation?.parameters ?? []).filter((p) => p.in === 'path');
      const named = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(pathParams.map((p) => p.name).sort(), `${route.method} ${route.path}`).toEqual(
        named.sort(),
      );
    }
  });

  it('documents the raw routes with their query, content types, upload and download', () => {
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument(routes))) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const op = (path: string, method = 'get') =>
      document.paths[path]?.[method] as {
        parameters?: Array<{ name: string; in: string }>;
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        responses: Record<string, { content?: Record<string, unknown> }>;
      };
    const queryOf = (path: string) =>
      (op(path).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const typesOf = (path: string, method = 'get', status = '200') =>
      Object.keys(op(path, method).responses[status]?.content ?? {});

    expect(queryOf('/api/projects/export')).toEqual(expect.arrayContaining(['search', 'columns']));
    expect(typesOf('/api/projects/export')).toEqual(['text/csv']);
    expect(queryOf('/api/contacts/export')).toEqual(expect.arrayContaining(['format', 'search']));
    expect(typesOf('/api/contacts/export')).toEqual(['text/csv', 'text/vcard']);
    for (const view of ['forecast', 'history']) {
      expect(queryOf(`/api/finances/${view}/export`)).toEqual(
        expect.arrayContaining(['format', 'from', 'to']),
      );
      expect(typesOf(`/api/finances/${view}/export`)).toEqual([
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
    }
    expect(queryOf('/api/timesheet/export-templates/{templateId}/run')).toEqual(['from', 'to']);
    expect(typesOf('/api/tasks/{taskId}/attachments/{attachmentId}')).toEqual([
      'application/octet-stream',
    ]);
    const upload = op('/api/tasks/{taskId}/attachments', 'post');
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(upload.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses)).toContain('413');
  });

  it('describes request bodies and queries as the server parses them: no undeclared key', () => {
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument(routes))) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const scopeCreate = document.paths['/api/projects/{projectId}/scopes']?.post?.requestBody
      ?.content['application/json'] as { schema: Record<string, unknown> };
    expect(scopeCreate.schema).toMatchObject({ additionalProperties: false });
  });

  it('declares every tag it uses, with a description', () => {
    const document = servedDocument();
    const used = new Set(operations().flatMap((operation) => operation.tags ?? []));
    expect(document.tags.map((tag) => tag.name)).toEqual([...used].sort());
    for (const tag of document.tags)
      expect(tag.description).toBe(API_TAGS[tag.name as keyof typeof API_TAGS]);
    expect(document.info.description).toEqual(expect.any(String));
    expect(document.info.contact).toEqual({ name: 'Keel maintainers' });
  });
});
