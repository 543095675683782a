/**
 * Inline @mentions in Markdown text: what is being typed at the caret, which
 * people match it, the text after one is chosen, and which people a finished
 * text names. A mention is written `@` + the person's name as it reads
 * (`@Max Member`); names may hold spaces, so the text is matched against the
 * known names, longest first, never parsed on its own.
 */

/** Someone who can be mentioned. */
export interface MentionCandidate {
  id: number;
  name: string;
  /** Avatar colour; initials are derived from the name. */
  color?: string;
}

/** The `@query` being typed: `start` is the index of `@`, `end` the caret. */
export interface MentionQuery {
  start: number;
  end: number;
  /** What follows `@`, up to the caret. */
  query: string;
}

/** Longest query looked at: beyond it the text is not a mention being typed. */
const MAX_QUERY = 60;

/** A query: words of name characters, the first starting with a letter, single spaces between. */
const QUERY = /^\p{L}[\p{L}\p{M}\p{N}'’.-]*(?: [\p{L}\p{M}\p{N}'’.-]+)*$/u;

/**
 * The `@query` that ends at the caret, or null. The `@` starts the text or
 * follows a space or an opening bracket or quote (so `ann@example.com` is no
 * mention); the query starts with a letter and holds words of name
 * characters with single spaces between them (`@Max Me` still narrows to
 * Max Member). A space just before the caret ends it, so a chosen
 * `@Max Member ` does not ask again.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  if (caret < 2 || caret > text.length) return null;
  const from = Math.max(0, caret - MAX_QUERY - 1);
  const at = text.lastIndexOf('@', caret - 1);
  if (at < from) return null;
  const before = at === 0 ? ' ' : (text[at - 1] as string);
  if (!/[\s([{"'“‘]/u.test(before)) return null;
  const query = text.slice(at + 1, caret);
  return QUERY.test(query) ? { start: at, end: caret, query } : null;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * People whose name starts with the query, then those with a later word
 * that does (`@mem` finds Max Member); case and accents ignored; at most
 * `limit`, in the given order within each group.
 */
export function matchMentionCandidates<T extends MentionCandidate>(
  candidates: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const q = fold(query.trim());
  if (!q) return [];
  const starts: T[] = [];
  const words: T[] = [];
  for (const candidate of candidates) {
    const name = fold(candidate.name);
    if (name.startsWith(q)) starts.push(candidate);
    else if (name.split(/[\s-]+/u).some((_, i, parts) => parts.slice(i).join(' ').startsWith(q)))
      words.push(candidate);
  }
  return [...starts, ...words].slice(0, limit);
}

/**
 * The text with the query replaced by `@Name` and one space after it, and
 * where the caret goes: after that space. A space or punctuation already
 * following is kept instead (`@Max, thanks`); the caret then goes past a space
 * but stays before punctuation.
 */
export function insertMention(
  text: string,
  query: MentionQuery,
  name: string,
): { text: string; caret: number } {
  const after = text.slice(query.end);
  const mention = `@${name}`;
  const caret = query.start + mention.length;
  if (/^\s/u.test(after))
    return { text: text.slice(0, query.start) + mention + after, caret: caret + 1 };
  if (/^[,.;:!?)\]}”’]/u.test(after))
    return { text: text.slice(0, query.start) + mention + after, caret };
  return { text: `${text.slice(0, query.start)}${mention} ${after}`, caret: caret + 1 };
}

/**
 * The people a text mentions: at each `@` (placed as in mentionQueryAt) the
 * longest candidate name that follows and ends at a word boundary. Two
 * people may share a name: the `preferred` ids (chosen in the list) decide,
 * and a shared name nobody chose mentions no one rather than the wrong one.
 * Each id once, in order of first mention.
 */
export function mentionedIn(
  text: string,
  candidates: readonly MentionCandidate[],
  preferred: readonly number[] = [],
): number[] {
  const byName = new Map<string, MentionCandidate[]>();
  for (const candidate of candidates) {
    const key = candidate.name.toLocaleLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), candidate]);
  }
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const lower = text.toLocaleLowerCase();
  const ids: number[] = [];
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    const before = at === 0 ? ' ' : (text[at - 1] as string);
    if (!/[\s([{"'“‘*_]/u.test(before)) continue;
    const name = names.find((n) => {
      if (!n || !lower.startsWith(n, at + 1)) return false;
      const next = text[at + 1 + n.length];
      return next === undefined || !/[\p{L}\p{M}\p{N}]/u.test(next);
    });
    if (name === undefined) continue;
    const people = byName.get(name) ?? [];
    const chosen = people.length === 1 ? people : people.filter((p) => preferred.includes(p.id));
    for (const person of chosen) if (!ids.includes(person.id)) ids.push(person.id);
  }
  return ids;
}
