import type { AddressInfo } from 'node:net';
import { defineEndpoint } from '@keel/types';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../routes';
import type { AppDeps } from './deps';
import { errorHandler } from './error-handler';
import { publicAccess } from './permission';
import { registerRoutes } from './register-routes';
import { compilePicker } from './response-picker';
import { route } from './route';

/** What `parse` and the picker send of a value, as JSON. */
function both(schema: z.ZodType, value: unknown): { parsed: string; picked: string } {
  return {
    parsed: JSON.stringify(schema.parse(value)),
    picked: JSON.stringify(compilePicker(schema).pick(value)),
  };
}

const Member = z.object({ id: z.number().int(), name: z.string() });
const Shape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('circle'), radius: z.number() }),
  z.object({ kind: z.literal('square'), side: z.number(), owner: Member.nullable() }),
]);
/** One of each kind of schema the response schemas of `@keel/types` are made of. */
const Everything = z.object({
  id: z.number(),
  title: z.string().trim(),
  done: z.boolean(),
  status: z.enum(['open', 'closed']),
  kind: z.literal(2),
  nothing: z.null(),
  code: z.union([z.literal(1), z.literal(2)]),
  value: z.union([z.string(), z.number()]).nullable(),
  note: z.string().optional(),
  theme: z.string().default('system'),
  views: z.array(z.object({ name: z.string().default('View'), size: z.number() })).default([]),
  owner: Member.nullable(),
  members: z.array(Member),
  grid: z.array(z.array(Member)),
  byName: z.record(z.string(), Member.nullable()),
  flags: z.partialRecord(z.enum(['a', 'b', 'c']), z.literal(true)),
  totals: z.record(z.enum(['x', 'y']), z.number()),
  shapes: z.array(Shape),
  extra: z.object({ known: z.number() }).catchall(z.array(Member)),
  anything: z.unknown(),
});

const SECRET = { passwordHash: 'scrypt$secret' };

/** A valid value of `Everything` with an undeclared field at every level. */
function leakyValue(): Record<string, unknown> {
  const member = (id: number) => ({ id, name: `M${id}`, ...SECRET });
  return {
    id: 1,
    title: '  Spaced  ',
    done: false,
    status: 'open',
    kind: 2,
    nothing: null,
    code: 2,
    value: 'x',
    theme: undefined,
    views: [{ size: 3, ...SECRET }],
    owner: member(1),
    members: [member(2), member(3)],
    grid: [[member(4)], []],
    byName: { ada: member(5), bob: null },
    flags: { b: true },
    totals: { y: 2, x: 1 },
    shapes: [
      { kind: 'circle', radius: 1, ...SECRET },
      { kind: 'square', side: 2, owner: member(6), ...SECRET },
    ],
    extra: { known: 1, more: [member(7)] },
    anything: { kept: 'as declared: unknown' },
    ...SECRET,
  };
}

describe('compilePicker', () => {
  it('answers what parse answers, defaults and overwrites included', () => {
    const { parsed, picked } = both(Everything, leakyValue());
    expect(picked).toBe(parsed);
    expect(JSON.parse(picked)).toMatchObject({
      title: 'Spaced',
      theme: 'system',
      views: [{ name: 'View', size: 3 }],
      totals: { x: 1, y: 2 },
    });
  });

  it('leaves out every undeclared field: nested, in arrays, records and union members', () => {
    const picked = JSON.stringify(compilePicker(Everything).pick(leakyValue()));
    expect(picked).not.toContain('scrypt$secret');
    const shapes = (JSON.parse(picked) as { shapes: unknown[] }).shapes;
    expect(shapes).toEqual([
      { kind: 'circle', radius: 1 },
      { kind: 'square', side: 2, owner: { id: 6, name: 'M6' } },
    ]);
  });

  it('keeps what a catchall declares (here a list of members, themselves picked)', () => {
    const picked = compilePicker(Everything).pick(leakyValue()) as { extra: unknown };
    expect(picked.extra).toEqual({ known: 1, more: [{ id: 7, name: 'M7' }] });
  });

  it('lets no value of the wrong kind out in place of a declared one: parse refuses it', () => {
    const wrong: Array<[string, unknown]> = [
      ['title', SECRET],
      ['title', ['x']],
      ['id', '1'],
      ['id', Number.NaN],
      ['id', Infinity],
      ['status', 'archived'],
      ['owner', [SECRET]],
      ['members', { 0: { id: 1, name: 'x' } }],
      ['members', undefined],
      ['value', SECRET],
      ['code', 3],
      ['flags', { z: true }],
      ['totals', { x: 1 }],
      ['totals', { x: 1, y: 2, z: 3 }],
      ['shapes', [{ kind: 'triangle', ...SECRET }]],
      ['nothing', SECRET],
    ];
    const { pick } = compilePicker(Everything);
    for (const [key, value] of wrong) {
      expect(() => pick({ ...leakyValue(), [key]: value }), key).toThrow(z.ZodError);
    }
    expect(() => pick([leakyValue()])).toThrow(z.ZodError);
    expect(() => pick(null)).toThrow(z.ZodError);
  });

  it('hands the kinds it does not copy itself to parse, and says which', () => {
    const Odd = z.object({
      when: z.string().transform((text) => text.length),
      pair: z.tuple([z.number(), z.string()]),
      either: z.union([Member, z.object({ other: z.string() })]),
    });
    const compiled = compilePicker(Odd);
    expect(compiled.fallbacks).toEqual([
      '.when: pipe',
      '.pair: tuple',
      '.either: union of objects',
    ]);
    const value = {
      when: 'abc',
      pair: [1, 'a'],
      either: { id: 1, name: 'x', ...SECRET },
      ...SECRET,
    };
    expect(JSON.stringify(compiled.pick(value))).toBe(JSON.stringify(Odd.parse(value)));
    expect(JSON.stringify(compiled.pick(value))).not.toContain('secret');
  });

  it("copies every response schema of the route table itself (no part left to zod's parse)", () => {
    const fallbacks = routes.flatMap((r) =>
      r.kind === 'endpoint'
        ? compilePicker(r.endpoint.response).fallbacks.map((f) => `${r.method} ${r.path} ${f}`)
        : [],
    );
    expect(fallbacks).toEqual([]);
  });
});

/** The leaky route, mounted as the server mounts every endpoint. */
async function serve(validateResponses: boolean) {
  const leaky = route(
    defineEndpoint({
      method: 'GET',
      path: '/api/test/leaky',
      summary: 'answers more than it declares',
      tag: 'test',
      public: true,
      response: Everything,
    }),
    publicAccess,
    async () => leakyValue() as never,
  );
  const wrong = route(
    defineEndpoint({
      method: 'GET',
      path: '/api/test/wrong',
      summary: 'answers an object where a name is declared',
      tag: 'test',
      public: true,
      response: Member,
    }),
    publicAccess,
    async () => ({ id: 1, name: SECRET }) as never,
  );
  const app = express();
  registerRoutes(app, {} as AppDeps, [leaky, wrong], { validateResponses });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each([
  ['production (picker only)', false],
  ['tests (parse, and the picker must agree)', true],
])('an endpoint answer, %s', (_name, validate) => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve(validate);
  });
  afterAll(async () => {
    await server.close();
  });

  it('carries no undeclared field, at any depth', async () => {
    const response = await fetch(`${server.base}/api/test/leaky`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('scrypt$secret');
    expect(text).toBe(JSON.stringify(Everything.parse(leakyValue())));
  });

  it('is a 500 for a value of the wrong kind, which never goes out', async () => {
    const response = await fetch(`${server.base}/api/test/wrong`);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret');
  });
});
