import { SearchResultType, type SearchResult } from '@keel/types';
import type { TimeTarget } from '../timesheet';
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

/**
 * Whether the quick search offers to start the running timer on a task
 * (issue 30): internal users who read tasks (the task list's scope). The
 * member, who may search neither projects nor quotes, gets the quick search
 * for this alone.
 */
export function mayTimeFromSearch(user: AccessUser): boolean {
  return may(user, access.myTasks);
}

/** At most this many tasks to start a timer on, after the projects and quotes. */
export const TIMER_RESULTS = 5;

/** A task matching the text, as a result that starts the running timer on it. */
export function timerResult(target: Extract<TimeTarget, { kind: 'task' }>): QuickSearchResult {
  return {
    id: `timer-${target.id}`,
    type: 'timer',
    icon: 'clock',
    name: `Start a timer on ${target.name}`,
    alternateName: target.project?.name ?? null,
  };
}

/** The task a timer result starts the timer on (null for a project or a quote). */
export function timerTaskOf(
  result: QuickSearchResult,
  targets: readonly TimeTarget[],
): TimeTarget | null {
  if (result.type !== 'timer') return null;
  return targets.find((t) => t.kind === 'task' && `timer-${t.id}` === result.id) ?? null;
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
