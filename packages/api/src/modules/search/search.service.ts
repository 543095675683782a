import {
  QUICK_SEARCH_MAX_RESULTS,
  SearchResultType,
  type SearchQuery,
  type SearchResult,
} from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { hasFlag, type AuthUser } from '../auth';
import {
  SEARCHABLE_QUOTES,
  SEARCH_STAGES,
  searchStage,
  searchableProjects,
  type SearchHit,
} from './search.repository';

function byCodePoint(a: string, b: string): number {
  // Same order as the databases' binary comparison of UTF-8 text.
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

function compareHits(a: SearchHit, b: SearchHit): number {
  return (
    a.rank - b.rank || byCodePoint(a.searchText, b.searchText) || a.type - b.type || a.id - b.id
  );
}

/**
 * Quick search (DOMAIN.md § Search): projects need readSomeProjects and are
 * limited to those the user may see; quotes need readQuotes. Asking for a
 * type one may not search is a 403; "All" searches the types one may.
 */
export async function search(
  deps: AppDeps,
  user: AuthUser,
  query: SearchQuery,
): Promise<SearchResult[]> {
  const mayProjects = hasFlag(user, 'readSomeProjects') || hasFlag(user, 'readAllProjects');
  const mayQuotes = hasFlag(user, 'readQuotes');
  if (query.resultType === SearchResultType.Project && !mayProjects)
    throw new ForbiddenError('You cannot search projects');
  if (query.resultType === SearchResultType.Quote && !mayQuotes)
    throw new ForbiddenError('You cannot search quotes');

  const term = normalizeSearchText(query.search);
  if (term.length === 0) return [];
  const limit = QUICK_SEARCH_MAX_RESULTS;
  const wantProjects = mayProjects && query.resultType !== SearchResultType.Quote;
  const wantQuotes = mayQuotes && query.resultType !== SearchResultType.Project;
  // Stage by stage (best ranks first): once the hits fill the page, no later
  // stage can place a hit on it.
  const targets = [
    ...(wantProjects ? [searchableProjects(user)] : []),
    ...(wantQuotes ? [SEARCHABLE_QUOTES] : []),
  ];
  const hits: SearchHit[] = [];
  for (const stage of SEARCH_STAGES) {
    hits.push(...(await searchStage(deps.knex, targets, stage, term, limit)));
    if (hits.length >= limit) break;
  }
  return hits
    .sort(compareHits)
    .slice(0, limit)
    .map(({ id, name, alternateName, type }) => ({ id, name, alternateName, type }));
}
