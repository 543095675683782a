import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QUICK_SEARCH_DEBOUNCE_MS, type SearchResultType } from '@keel/types';
import { QuickSearchDialog, type QuickSearchType } from '@keel/ui';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { quickSearchQueryOptions } from '../search.queries';
import { quickSearchResultPath, toQuickSearchResult } from '../quick-search';

export interface QuickSearchProps {
  isOpen: boolean;
  onClose: () => void;
  types: readonly QuickSearchType[];
  query: string;
  onQueryChange: (query: string) => void;
  type: string;
  onTypeChange: (type: string) => void;
}

/**
 * The quick search (SPEC §2): searches 200 ms after the last keystroke and
 * again when the type changes; a newer search cancels the older request.
 */
export function QuickSearch({
  isOpen,
  onClose,
  types,
  query,
  onQueryChange,
  type,
  onTypeChange,
}: QuickSearchProps) {
  const navigate = useNavigate();
  const debounced = useDebouncedValue(query, QUICK_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...quickSearchQueryOptions(debounced, Number(type) as SearchResultType),
    enabled: isOpen && debounced.trim().length > 0,
  });
  const hasText = query.trim().length > 0;
  const waiting = hasText && (query !== debounced || search.isFetching);
  const results = hasText && debounced.trim() ? (search.data ?? []).map(toQuickSearchResult) : [];

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
      onChoose={(result) => navigate(quickSearchResultPath(result))}
    />
  );
}
