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
  });

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
