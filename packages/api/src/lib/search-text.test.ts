import { describe, expect, it } from 'vitest';
import { FIELD_SEPARATOR, buildSearchText, escapeLike, normalizeSearchText } from './search-text';

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
