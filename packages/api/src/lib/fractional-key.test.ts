import { describe, expect, it } from 'vitest';
import { keyBetween, spacedKeys } from './fractional-key';

describe('fractional keys', () => {
  it('orders appended, prepended and inserted keys, never equal to a neighbour', () => {
    let keys = [keyBetween(null, null)];
    for (let i = 0; i < 300; i++) {
      const op = i % 3;
      if (op === 0) keys.push(keyBetween(keys[keys.length - 1] ?? null, null));
      else if (op === 1) keys.unshift(keyBetween(null, keys[0] ?? null));
      else {
        const at = (i * 7) % keys.length;
        const k = keyBetween(at === 0 ? null : (keys[at - 1] ?? null), keys[at] ?? null);
        keys = [...keys.slice(0, at), k, ...keys.slice(at)];
      }
    }
    const sorted = [...keys].sort();
    expect(keys).toEqual(sorted);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps inserting at the same place (keys grow slowly, stay ordered)', () => {
    let a = keyBetween(null, null);
    const b = keyBetween(a, null);
    for (let i = 0; i < 200; i++) {
      const k = keyBetween(a, b);
      expect(k > a && k < b).toBe(true);
      a = k;
    }
    expect(a.length).toBeLessThan(64);
  });

  it('spaces seed keys in order', () => {
    const keys = spacedKeys(1000);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(1000);
    expect(keyBetween(keys[999] ?? null, null) > (keys[999] ?? '')).toBe(true);
  });
});
