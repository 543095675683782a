import { describe, expect, it } from 'vitest';
import { jsonBytes } from './compress';

const card = (i: number) => ({
  id: i,
  name: `Task ${i} Björn Łukasz € 🙂 "quoted" \\ back\nline`,
  assignee: i % 3 === 0 ? null : { id: i, name: 'Zoë' },
  labels: i % 2 ? ['a', 'b'] : [],
  skipped: undefined,
  due: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
  nested: { list: Array.from({ length: 70 }, (_, n) => ({ n })) },
});
const cards = (n: number) => Array.from({ length: n }, (_, i) => card(i));
const withToJson = { toJSON: (key: string) => `key ${key}` };

describe('jsonBytes', () => {
  it('is Buffer.from(JSON.stringify(value)), byte for byte, whatever the value', () => {
    const holes = cards(80) as unknown[];
    delete holes[10];
    const values: unknown[] = [
      { items: cards(500), total: 500, groups: [], managedProjectIds: [13] },
      { total: 2, items: cards(64), more: cards(63), after: 'é' },
      { items: cards(100), skipped: undefined, fn: () => 1, sym: Symbol('s'), last: null },
      { items: cards(100), date: new Date(0) },
      { items: cards(100), custom: withToJson },
      { items: [...cards(70), withToJson] },
      { items: [...cards(70), 5, 'text', null] },
      { items: holes },
      { items: [...cards(70), [1, 2]] },
      Object.assign(Object.create(null) as object, { items: cards(65) }),
      { toJSON: () => ({ items: cards(70) }) },
      { '': cards(64), 'a"b': cards(64), __proto__x: 1 },
      cards(200),
      [],
      {},
      'text',
      42,
      null,
      true,
    ];
    for (const value of values)
      expect(jsonBytes(value).equals(Buffer.from(JSON.stringify(value)))).toBe(true);
  });

  it('throws where JSON.stringify throws', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(() => jsonBytes({ items: Array.from({ length: 70 }, () => cyclic) })).toThrow(TypeError);
    expect(() => jsonBytes({ items: cards(70), big: 1n })).toThrow(TypeError);
  });
});
