import { describe, expect, it } from 'vitest';
import {
  FIELD_SEPARATOR,
  SEARCH_TOKEN_MAX,
  buildSearchText,
  escapeLike,
  normalizeSearchText,
  prefixUpperBound,
  searchTokens,
} from './search-text';

describe('normalizeSearchText', () => {
  it('lowercases and strips accents', () => {
    expect(normalizeSearchText('Café Müller')).toBe('cafe muller');
    expect(normalizeSearchText('ÅNGSTRÖM Ñandú')).toBe('angstrom nandu');
  });

  it('folds letters that do not decompose', () => {
    expect(normalizeSearchText('Søndergaard Straße Łódź Æther')).toBe(
      'sondergaard strasse lodz aether',
    );
  });

  it('collapses whitespace and control characters to single spaces', () => {
    expect(normalizeSearchText(`  a\t\tb\n${FIELD_SEPARATOR}c  `)).toBe('a b c');
  });

  it('turns compatibility forms into plain letters', () => {
    expect(normalizeSearchText('ﬁnance ①')).toBe('finance 1');
  });
});

describe('buildSearchText', () => {
  it('joins the normalised non-empty fields, each after the separator', () => {
    expect(buildSearchText(['Café', null, 'KEEL-1', ''])).toBe(
      `${FIELD_SEPARATOR}cafe${FIELD_SEPARATOR}keel-1`,
    );
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('searchTokens', () => {
  it('starts a token at every field after the first and at every word inside a field', () => {
    const text = buildSearchText(['Blue Portal pilot', 'BP-1', null, 'Acme Corp']);
    expect(searchTokens(text)).toEqual([
      { kind: 2, token: 'portal pilot' },
      { kind: 2, token: 'pilot' },
      { kind: 1, token: 'bp-1' },
      { kind: 1, token: 'acme corp' },
      { kind: 2, token: 'corp' },
    ]);
  });

  it('cuts long tokens at SEARCH_TOKEN_MAX code points', () => {
    const long = `a ${'é'.repeat(100)}`;
    const [token] = searchTokens(buildSearchText([long]));
    expect(Array.from(token?.token ?? '')).toHaveLength(SEARCH_TOKEN_MAX);
  });

  it('gives a one-field text without spaces no tokens (the name prefix needs none)', () => {
    expect(searchTokens(buildSearchText(['Atlas']))).toEqual([]);
  });
});

describe('prefixUpperBound', () => {
  it('bounds exactly the strings that start with the prefix, in code-point order', () => {
    const bound = prefixUpperBound('port') as string;
    expect(bound).toBe('poru');
    const starts = (s: string) => s >= 'port' && s < bound;
    expect(['port', 'portal', 'port\u{10ffff}'].every(starts)).toBe(true);
    expect(['por', 'porsche', 'poru', 'pos', 'a'].some(starts)).toBe(false);
  });

  it('skips the surrogate range and refuses the highest code point', () => {
    expect(prefixUpperBound('a\ud7ff')).toBe('a\ue000');
    expect(prefixUpperBound('a\u{10ffff}')).toBeNull();
    expect(prefixUpperBound('')).toBeNull();
  });
});
