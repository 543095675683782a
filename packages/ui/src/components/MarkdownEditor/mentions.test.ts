import { describe, expect, it } from 'vitest';
import { insertMention, matchMentionCandidates, mentionQueryAt, mentionedIn } from './mentions';

const people = [
  { id: 1, name: 'Ada Admin' },
  { id: 2, name: 'Max Member' },
  { id: 3, name: 'Pat Manager' },
  { id: 4, name: 'Max' },
  { id: 5, name: 'Zoë Ørsted' },
];

/** The query at the caret, written as `|` in the text. */
const at = (withCaret: string) =>
  mentionQueryAt(withCaret.replace('|', ''), withCaret.indexOf('|'));

describe('mentionQueryAt', () => {
  it('finds the @query that ends at the caret', () => {
    expect(at('Hi @ma|')).toEqual({ start: 3, end: 6, query: 'ma' });
    expect(at('@P|')).toEqual({ start: 0, end: 2, query: 'P' });
    expect(at('(@Max Me|) later')).toEqual({ start: 1, end: 8, query: 'Max Me' });
    expect(at('line one\n@zo|')?.query).toBe('zo');
    expect(at("@O'Ne|")?.query).toBe("O'Ne");
  });

  it('needs a letter after @ and the caret inside the query', () => {
    expect(at('Hi @|')).toBeNull();
    expect(at('@1|')).toBeNull();
    expect(at('Hi @ma x|y')?.query).toBe('ma x');
    expect(at('|@max')).toBeNull();
  });

  it('is no mention inside an address or after a space at the caret', () => {
    expect(at('mail ann@exa|')).toBeNull();
    expect(at('@Max Member |')).toBeNull();
    expect(at('@Max  Me|')).toBeNull();
    expect(at('@Max\nMe|')).toBeNull();
    expect(at('@Max, |')).toBeNull();
    expect(at(`@${'a'.repeat(70)}|`)).toBeNull();
  });
});

describe('matchMentionCandidates', () => {
  it('puts names that start with the query first, then later words', () => {
    expect(matchMentionCandidates(people, 'ma').map((p) => p.id)).toEqual([2, 4, 3]);
    expect(matchMentionCandidates(people, 'mem').map((p) => p.id)).toEqual([2]);
    expect(matchMentionCandidates(people, 'max me').map((p) => p.id)).toEqual([2]);
  });

  it('ignores case and accents and caps the list', () => {
    expect(matchMentionCandidates(people, 'ZOE').map((p) => p.id)).toEqual([5]);
    expect(matchMentionCandidates(people, 'ØRS').map((p) => p.id)).toEqual([5]);
    expect(matchMentionCandidates(people, 'm', 2)).toHaveLength(2);
    expect(matchMentionCandidates(people, 'nobody')).toEqual([]);
    expect(matchMentionCandidates(people, '')).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces the query with @Name and a space, and puts the caret after it', () => {
    const text = 'Hi @ma';
    expect(insertMention(text, { start: 3, end: 6, query: 'ma' }, 'Max Member')).toEqual({
      text: 'Hi @Max Member ',
      caret: 15,
    });
  });

  it('keeps the text after the caret, reusing a space or punctuation that follows', () => {
    const text = 'Ask @pa about it';
    expect(insertMention(text, { start: 4, end: 7, query: 'pa' }, 'Pat Manager')).toEqual({
      text: 'Ask @Pat Manager about it',
      caret: 17,
    });
    expect(insertMention('@m, thanks', { start: 0, end: 2, query: 'm' }, 'Max')).toEqual({
      text: '@Max, thanks',
      caret: 4,
    });
  });
});

describe('mentionedIn', () => {
  it('reads the people a text names, longest name first, each once', () => {
    expect(mentionedIn('@Max Member and @max, also @Max Member again', people)).toEqual([2, 4]);
    expect(mentionedIn('cc @Pat Manager.', people)).toEqual([3]);
    expect(mentionedIn('**@Ada Admin** (@Zoë Ørsted)', people)).toEqual([1, 5]);
  });

  it('needs a word boundary on both sides', () => {
    expect(mentionedIn('mail max@Max Member', people)).toEqual([]);
    expect(mentionedIn('@Maxine', people)).toEqual([]);
    expect(mentionedIn('@Maximum effort', people)).toEqual([]);
    expect(mentionedIn('no mentions here', people)).toEqual([]);
  });

  it('lets the chosen person win a shared name, and mentions no one when nobody was chosen', () => {
    const twins = [...people, { id: 9, name: 'Pat Manager' }];
    expect(mentionedIn('@Pat Manager', twins, [9])).toEqual([9]);
    expect(mentionedIn('@Pat Manager', twins)).toEqual([]);
  });
});
