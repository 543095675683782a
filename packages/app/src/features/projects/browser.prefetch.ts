import type { QueryClient } from '@tanstack/react-query';
import { customFieldsQueryOptions, projectFilterOptionsQueryOptions } from './projects.queries';

/**
 * What the project browser needs before it can ask for its rows (the filter
 * definitions and the custom fields), asked for by its route once access is
 * granted, while the page's code still loads.
 */
export default function prefetchBrowser(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(projectFilterOptionsQueryOptions());
  void queryClient.prefetchQuery(customFieldsQueryOptions());
}
