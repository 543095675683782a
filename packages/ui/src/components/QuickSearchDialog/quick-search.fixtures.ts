import type { QuickSearchResult, QuickSearchType } from './QuickSearchDialog';

/** Deterministic quick-search data for stories and tests. */
export const searchTypes: QuickSearchType[] = [
  { id: 'all', label: 'All' },
  { id: 'projects', label: 'Projects' },
  { id: 'quotes', label: 'Quotes' },
];

export const searchResults: QuickSearchResult[] = [
  {
    id: '12',
    type: 'project',
    icon: 'briefcase',
    name: 'Billing platform',
    alternateName: 'PRJ-0012',
  },
  {
    id: '31',
    type: 'project',
    icon: 'briefcase',
    name: 'Billing data migration',
    alternateName: 'PRJ-0031',
  },
  {
    id: '7',
    type: 'quote',
    icon: 'fileText',
    name: 'Billing support retainer',
    alternateName: 'Q-2024-007',
  },
];
