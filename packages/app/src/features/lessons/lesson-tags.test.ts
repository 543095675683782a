import { describe, expect, it } from 'vitest';
import { addTags } from './lesson-tags';

describe('addTags', () => {
  it('adds comma-separated tags trimmed and lowercased, without duplicates or empties', () => {
    expect(addTags(['client'], ' Scope ,CLIENT,, fixed  price ')).toEqual({
      tags: ['client', 'scope', 'fixed price'],
      error: null,
    });
  });

  it('refuses more than ten tags and keeps the ones there', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    expect(addTags(nine, 'a')).toEqual({ tags: [...nine, 'a'], error: null });
    expect(addTags(nine, 'a, b')).toEqual({ tags: nine, error: 'At most 10 tags' });
  });

  it('refuses a tag longer than 40 characters', () => {
    expect(addTags([], 'x'.repeat(41))).toEqual({
      tags: [],
      error: 'A tag has at most 40 characters',
    });
  });
});
