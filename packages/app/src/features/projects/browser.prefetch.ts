import type { QueryClient } from '@tanstack/react-query';
import { customFieldsQueryOptions, projectFilterOptionsQueryOptions } from './projects.queries';

/**
 * What the project browser needs before it can ask for its rows (the filter
 * definitions and the custom fields), asked for by its route once access is
 * granted, while the page's code still loads. The route waits for them (a
 * request beside the page's code, which takes longer): the page then renders
 * with its filters in place, and the table below them does not move (layout
 * shift) when they arrive. A failure is left to the page's own queries.
 */
export default function prefetchBrowser(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(projectFilterOptionsQueryOptions()),
    queryClient.prefetchQuery(customFieldsQueryOptions()),
  ]);
}
