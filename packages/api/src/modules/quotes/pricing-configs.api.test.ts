import type {
  ErrorBody,
  MarkupEntryOptions,
  MarkupOptions,
  PricingConfig,
  PricingConfigOptions,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';

let server: TestServer;
serverForFile((started) => (server = started));

const CONFIGS = '/api/quotes/configs';
let counter = 0;

const entry = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  kind: 'percent',
  value: 10,
  appliesTo: 'subtotal',
  ...extra,
});

async function createConfig(labels: string[] = []): Promise<PricingConfig> {
  const created = await server.call<PricingConfig>('finance', 'POST', CONFIGS, {
    name: `Config ${++counter}`,
    markups: labels.map((label) => entry(label)),
  });
  expect(created.status).toBe(201);
  return created.body;
}

const labelsOf = (config: PricingConfig) => config.markups.map((m) => m.label);

describe('pricing configs', () => {
  it('lists the demo config with its three markups in order', async () => {
    const list = await server.call<PricingConfig[]>('finance', 'GET', CONFIGS);
    expect(list.status).toBe(200);
    const demo = list.body.find((c) => c.name === 'Standard pricing');
    expect(demo?.markups).toEqual([
      { index: 0, label: 'Project management', kind: 'percent', value: 10, appliesTo: 'labour' },
      {
        index: 1,
        label: 'Travel and materials handling',
        kind: 'percent',
        value: 5,
        appliesTo: 'expenses',
      },
      { index: 2, label: 'Risk contingency', kind: 'percent', value: 3, appliesTo: 'subtotal' },
    ]);
    expect(demo).toMatchObject({ version: 1, quoteCount: expect.any(Number) });
  });

  it('answers the options: kinds, bases, bounds and canManage', async () => {
    const options = await server.call<MarkupOptions>('finance', 'GET', `${CONFIGS}/options`);
    expect(options.body).toEqual({
      kinds: [
        { value: 'percent', label: 'Percent' },
        { value: 'fixed', label: 'Fixed amount' },
      ],
      appliesTo: [
        { value: 'labour', label: 'Labour' },
        { value: 'expenses', label: 'Expenses' },
        { value: 'subtotal', label: 'Subtotal so far' },
      ],
      percent: { min: -100, max: 1000, decimals: 4 },
      fixedMax: 2_000_000_000,
      maxEntries: 50,
      canManage: true,
    });
    const config = await createConfig(['A', 'B']);
    const one = await server.call<PricingConfigOptions>(
      'finance',
      'GET',
      `${CONFIGS}/${config.id}/options`,
    );
    expect(one.body.config).toEqual(config);
    const markup = await server.call<MarkupOptions>(
      'finance',
      'GET',
      `${CONFIGS}/${config.id}/markup/options`,
    );
    expect(markup.body.maxEntries).toBe(50);
    const second = await server.call<MarkupEntryOptions>(
      'finance',
      'GET',
      `${CONFIGS}/${config.id}/markup/1/options`,
    );
    expect(second.body).toMatchObject({
      configId: config.id,
      configVersion: 1,
      entry: { index: 1, label: 'B' },
    });
    expect(
      (await server.call('finance', 'GET', `${CONFIGS}/${config.id}/markup/2/options`)).status,
    ).toBe(404);
    expect((await server.call('finance', 'GET', `${CONFIGS}/999999/options`)).status).toBe(404);
    expect((await server.call('finance', 'GET', `${CONFIGS}/999999/markup/options`)).status).toBe(
      404,
    );
  });

  it('adds entries at 0, in the middle and at the end, each bumping the version', async () => {
    const config = await createConfig(['B']);
    const atEnd = await server.call<PricingConfig>(
      'finance',
      'POST',
      `${CONFIGS}/${config.id}/markup`,
      {
        ...entry('D', { kind: 'fixed', value: 5_000, appliesTo: 'expenses' }),
        version: 1,
      },
    );
    expect(atEnd.status).toBe(201);
    expect(labelsOf(atEnd.body)).toEqual(['B', 'D']);
    expect(atEnd.body.version).toBe(2);
    const atStart = await server.call<PricingConfig>(
      'finance',
      'POST',
      `${CONFIGS}/${config.id}/markup`,
      {
        ...entry('A'),
        index: 0,
        version: 2,
      },
    );
    expect(labelsOf(atStart.body)).toEqual(['A', 'B', 'D']);
    const middle = await server.call<PricingConfig>(
      'finance',
      'POST',
      `${CONFIGS}/${config.id}/markup`,
      {
        ...entry('C', { value: 12.5 }),
        index: 2,
        version: 3,
      },
    );
    expect(middle.body.markups.map((m) => [m.index, m.label])).toEqual([
      [0, 'A'],
      [1, 'B'],
      [2, 'C'],
      [3, 'D'],
    ]);
    expect(middle.body.markups[2]).toMatchObject({ value: 12.5, kind: 'percent' });
    const explicitEnd = await server.call<PricingConfig>(
      'finance',
      'POST',
      `${CONFIGS}/${config.id}/markup`,
      {
        ...entry('E'),
        index: 4,
        version: 4,
      },
    );
    expect(labelsOf(explicitEnd.body)).toEqual(['A', 'B', 'C', 'D', 'E']);

    expectInvalidFields(
      await server.call('finance', 'POST', `${CONFIGS}/${config.id}/markup`, {
        ...entry('F'),
        index: 6,
        version: 5,
      }),
      ['index'],
    );
    // The refused add changed nothing: version 5 still holds.
    const stale = await server.call('finance', 'POST', `${CONFIGS}/${config.id}/markup`, {
      ...entry('F'),
      version: 4,
    });
    expect(stale.status).toBe(409);
    const after = await server.call<PricingConfigOptions>(
      'finance',
      'GET',
      `${CONFIGS}/${config.id}/options`,
    );
    expect(after.body.config.version).toBe(5);
  });

  it('edits and deletes by index: deleting the middle one moves the later ones up', async () => {
    const config = await createConfig(['A', 'B', 'C']);
    const edited = await server.call<PricingConfig>(
      'finance',
      'PUT',
      `${CONFIGS}/${config.id}/markup/1`,
      {
        ...entry('B2', { kind: 'fixed', value: -2_500, appliesTo: 'labour' }),
        version: 1,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.markups[1]).toEqual({
      index: 1,
      label: 'B2',
      kind: 'fixed',
      value: -2_500,
      appliesTo: 'labour',
    });
    const deleted = await server.call<PricingConfig>(
      'finance',
      'DELETE',
      `${CONFIGS}/${config.id}/markup/1?version=2`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.markups.map((m) => [m.index, m.label])).toEqual([
      [0, 'A'],
      [1, 'C'],
    ]);
    expect(deleted.body.version).toBe(3);
    // Index 2 was valid before the delete and is past the list now.
    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}/markup/2?version=3`)).status,
    ).toBe(404);
    expect(
      (
        await server.call('finance', 'PUT', `${CONFIGS}/${config.id}/markup/2`, {
          ...entry('X'),
          version: 3,
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}/markup/0?version=2`)).status,
    ).toBe(409);
    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}/markup/-1?version=3`))
        .status,
    ).toBe(400);
    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}/markup/x?version=3`)).status,
    ).toBe(400);
    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/999999/markup/0?version=1`)).status,
    ).toBe(404);
  });

  it('renames and reorders by replacing the list whole; deletes with a version', async () => {
    const config = await createConfig(['A', 'B', 'C']);
    const reordered = await server.call<PricingConfig>(
      'finance',
      'PUT',
      `${CONFIGS}/${config.id}`,
      {
        version: 1,
        markups: [entry('C'), entry('A'), entry('B')],
      },
    );
    expect(labelsOf(reordered.body)).toEqual(['C', 'A', 'B']);
    expect(reordered.body.name).toBe(config.name);
    const renamed = await server.call<PricingConfig>('finance', 'PUT', `${CONFIGS}/${config.id}`, {
      version: 2,
      name: `${config.name} renamed`,
    });
    expect(renamed.body).toMatchObject({ name: `${config.name} renamed`, version: 3 });
    expect(labelsOf(renamed.body)).toEqual(['C', 'A', 'B']);
    const stale = await server.call<ErrorBody & { current?: PricingConfig }>(
      'finance',
      'PUT',
      `${CONFIGS}/${config.id}`,
      { version: 2, name: 'Lost' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current?.version).toBe(3);

    const [quote] = await server
      .knex('quotes')
      .whereNull('deleted_at')
      .orderBy('id')
      .limit(1)
      .select<{ id: number }[]>('id');
    await server.knex('quotes').where({ id: quote?.id }).update({ pricing_config_id: config.id });
    const counted = await server.call<PricingConfig[]>('finance', 'GET', CONFIGS);
    expect(counted.body.find((c) => c.id === config.id)?.quoteCount).toBe(1);

    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}?version=2`)).status,
    ).toBe(409);
    const deleted = await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}?version=3`);
    expect(deleted.status).toBe(200);
    const unlinked = await server
      .knex('quotes')
      .where({ id: quote?.id })
      .first<{ pricing_config_id: number | null }>('pricing_config_id');
    expect(unlinked?.pricing_config_id).toBeNull();
    expect(
      (await server.call('finance', 'DELETE', `${CONFIGS}/${config.id}?version=3`)).status,
    ).toBe(404);
    expect(
      (await server.call('finance', 'PUT', `${CONFIGS}/${config.id}`, { version: 3 })).status,
    ).toBe(404);
  });

  it('refuses a full list with 400', async () => {
    const created = await server.call<PricingConfig>('finance', 'POST', CONFIGS, {
      name: `Full ${++counter}`,
      markups: Array.from({ length: 50 }, (_, i) => entry(`M${i}`)),
    });
    expect(created.body.markups).toHaveLength(50);
    expectInvalidFields(
      await server.call('finance', 'POST', `${CONFIGS}/${created.body.id}/markup`, {
        ...entry('One more'),
        version: 1,
      }),
      ['markups'],
    );
    const tooMany = await server.call<ErrorBody>('finance', 'POST', CONFIGS, {
      name: `Too many ${++counter}`,
      markups: Array.from({ length: 51 }, (_, i) => entry(`M${i}`)),
    });
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['markups']);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectInvalidFields(
      await server.call('finance', 'POST', CONFIGS, {
        name: '',
        markups: [
          { label: '', kind: 'share', value: 'x', appliesTo: 'total' },
          entry('Too much', { value: 1000.5 }),
          entry('Decimals', { value: 1.23456 }),
          entry('Fraction', { kind: 'fixed', value: 10.5 }),
          entry('Huge', { kind: 'fixed', value: 3_000_000_000 }),
        ],
      }),
      [
        'markups.0.appliesTo',
        'markups.0.kind',
        'markups.0.label',
        'markups.0.value',
        'markups.1.value',
        'markups.2.value',
        'markups.3.value',
        'markups.4.value',
        'name',
      ],
    );
    const config = await createConfig(['A']);
    const badIndex = await server.call<ErrorBody>(
      'finance',
      'POST',
      `${CONFIGS}/${config.id}/markup`,
      {
        ...entry('B'),
        index: -1,
        version: 1,
      },
    );
    expect(Object.keys(badIndex.body.errors ?? {})).toEqual(['index']);
    const noVersion = await server.call<ErrorBody>(
      'finance',
      'PUT',
      `${CONFIGS}/${config.id}/markup/0`,
      entry('B'),
    );
    expect(Object.keys(noVersion.body.errors ?? {})).toEqual(['version']);
    const badQueryVersion = await server.call<ErrorBody>(
      'finance',
      'DELETE',
      `${CONFIGS}/${config.id}?version=abc`,
    );
    expect(badQueryVersion.status).toBe(400);
    const duplicate = await server.call<ErrorBody>('finance', 'POST', CONFIGS, {
      name: 'STANDARD pricing',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.name).toEqual(['A pricing config with this name already exists']);
    const bigIndex = await server.call(
      'finance',
      'GET',
      `${CONFIGS}/${config.id}/markup/99999999999/options`,
    );
    expect(bigIndex.status).toBe(400);
  });

  it('is for holders of the pricing config flags only', async () => {
    for (const who of ['pm', 'member', 'stakeholder'] as const) {
      expect((await server.call(who, 'GET', CONFIGS)).status).toBe(403);
      expect((await server.call(who, 'GET', `${CONFIGS}/options`)).status).toBe(403);
      expect((await server.call(who, 'POST', CONFIGS, { name: 'Mine' })).status).toBe(403);
    }
    expect((await server.call('pm', 'DELETE', `${CONFIGS}/1/markup/0?version=1`)).status).toBe(403);
    expect((await server.request('GET', CONFIGS)).status).toBe(401);
    // Reading needs only readQuotePricingConfigs; canManage says whether the rest is allowed.
    const roleId = await server.idOf('roles', { name: 'Project Manager' });
    await server.knex('role_flags').insert({ role_id: roleId, flag: 'readQuotePricingConfigs' });
    try {
      const options = await server.call<MarkupOptions>('pm', 'GET', `${CONFIGS}/options`);
      expect(options.body.canManage).toBe(false);
      expect((await server.call('pm', 'POST', CONFIGS, { name: 'Mine' })).status).toBe(403);
    } finally {
      await server
        .knex('role_flags')
        .where({ role_id: roleId, flag: 'readQuotePricingConfigs' })
        .delete();
    }
  });
});
