import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { may } from '../../lib/session';
import { projectSummaryQueryOptions } from './projects.queries';
import { currentUserQueryOptions } from '../../lib/session';

/**
 * The dashboard's summary, asked for by its route once access is granted,
 * while the page's code still loads: the page's query finds it in flight.
 * The same choice of scope as the page (all projects only when allowed).
 */
export default function prefetchDashboard(
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
): void {
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  const canSeeAll = may(user, { anyOf: ['readAllProjects', 'manageAllProjects'] });
  const allProjects = canSeeAll && new URL(request.url).searchParams.get('all') === '1';
  void queryClient.prefetchQuery(projectSummaryQueryOptions(allProjects));
}
