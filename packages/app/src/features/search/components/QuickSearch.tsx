import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QUICK_SEARCH_DEBOUNCE_MS, type SearchResultType } from '@keel/types';
import { QuickSearchDialog, type QuickSearchType } from '@keel/ui';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { timeTargetSearchQueryOptions, useStartTimer, type TimeTarget } from '../../timesheet';
import { quickSearchQueryOptions } from '../search.queries';
import {
  quickSearchResultPath,
  TIMER_RESULTS,
  timerResult,
  timerTaskOf,
  toQuickSearchResult,
} from '../quick-search';

export interface QuickSearchProps {
  isOpen: boolean;
  onClose: () => void;
  types: readonly QuickSearchType[];
  query: string;
  onQueryChange: (query: string) => void;
  type: string;
  onTypeChange: (type: string) => void;
  /** Also offer to start the running timer on the matching tasks. @default false */
  canTime?: boolean;
}

const TASKS_ONLY = { tasks: true, projects: false };
const isTask = (t: TimeTarget): t is Extract<TimeTarget, { kind: 'task' }> => t.kind === 'task';

/**
 * The quick search (SPEC §2): searches 200 ms after the last keystroke and
 * again when the type changes; a newer search cancels the older request.
 * With `canTime`, the tasks matching the text follow the projects and quotes
 * as "Start a timer on …" (issue 30): choosing one starts the running timer
 * there instead of going anywhere.
 */
export function QuickSearch({
  isOpen,
  onClose,
  types,
  query,
  onQueryChange,
  type,
  onTypeChange,
  canTime = false,
}: QuickSearchProps) {
  const navigate = useNavigate();
  const { start } = useStartTimer();
  const debounced = useDebouncedValue(query, QUICK_SEARCH_DEBOUNCE_MS);
  const text = debounced.trim();
  const search = useQuery({
    ...quickSearchQueryOptions(debounced, Number(type) as SearchResultType),
    enabled: isOpen && types.length > 0 && text.length > 0,
  });
  const timing = useQuery({
    ...timeTargetSearchQueryOptions(text, TASKS_ONLY),
    enabled: isOpen && canTime && text.length > 0,
    meta: { errorPolicy: 'log' },
  });
  const tasks = (timing.data ?? []).filter(isTask).slice(0, TIMER_RESULTS);
  const hasText = query.trim().length > 0;
  const waiting = hasText && (query !== debounced || search.isFetching || timing.isFetching);
  const results =
    hasText && text
      ? [
          ...(types.length > 0 ? (search.data ?? []).map(toQuickSearchResult) : []),
          ...(canTime ? tasks.map(timerResult) : []),
        ]
      : [];

  return (
    <QuickSearchDialog
      isOpen={isOpen}
      onClose={onClose}
      query={query}
      onQueryChange={onQueryChange}
      types={types}
      type={type}
      onTypeChange={onTypeChange}
      results={results}
      loading={waiting && results.length === 0}
      onChoose={(result) => {
        const task = timerTaskOf(result, tasks);
        if (task) start(task);
        else navigate(quickSearchResultPath(result));
      }}
    />
  );
}
