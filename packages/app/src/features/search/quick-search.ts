import { SearchResultType, type SearchResult } from '@keel/types';
import type { QuickSearchResult, QuickSearchType } from '@keel/ui';
import { access, may, type AccessUser } from '../../lib/session';
import { isUnder } from '../../lib/navigation/build-menu';

/**
 * The type selector of the quick search (contract): `Projects` needs
 * readSomeProjects, `Quotes` needs readQuotes, and `All` shows whenever at
 * least one of them does. Empty: the user may not search at all.
 */
export function quickSearchTypes(user: AccessUser): QuickSearchType[] {
  const types: QuickSearchType[] = [];
  if (may(user, access.searchProjects)) {
    types.push({ id: String(SearchResultType.Project), label: 'Projects' });
  }
  if (may(user, access.searchQuotes)) {
    types.push({ id: String(SearchResultType.Quote), label: 'Quotes' });
  }
  return types.length > 0 ? [{ id: String(SearchResultType.All), label: 'All' }, ...types] : [];
}

/** The type a freshly opened search starts with: the current area's, when the user may search it. */
export function initialQuickSearchType(types: readonly QuickSearchType[], path: string): string {
  const preferred = isUnder(path, '/quotes')
    ? String(SearchResultType.Quote)
    : isUnder(path, '/projects')
      ? String(SearchResultType.Project)
      : String(SearchResultType.All);
  return types.some((t) => t.id === preferred) ? preferred : (types[0]?.id ?? '0');
}

export function toQuickSearchResult(result: SearchResult): QuickSearchResult {
  const isProject = result.type === SearchResultType.Project;
  return {
    id: `${result.type}-${result.id}`,
    type: isProject ? 'project' : 'quote',
    icon: isProject ? 'folder' : 'briefcase',
    name: result.name,
    alternateName: result.alternateName,
  };
}

/** Where choosing a result goes: `/projects/{id}` or `/quotes/{id}` (SPEC §2). */
export function quickSearchResultPath(result: QuickSearchResult): string {
  const id = result.id.split('-')[1];
  return result.type === 'project' ? `/projects/${id}` : `/quotes/${id}`;
}

/** Ctrl+K on Windows and Linux, Cmd+K on macOS. */
export function isQuickSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}
