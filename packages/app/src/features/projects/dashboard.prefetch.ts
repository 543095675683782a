import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { hasAny } from '../../lib/auth/access';
import { currentUserQueryOptions } from '../users/users.queries';
import { projectSummaryQueryOptions } from './projects.queries';

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
  const canSeeAll = user ? hasAny(user, 'readAllProjects', 'manageAllProjects') : false;
  const allProjects = canSeeAll && new URL(request.url).searchParams.get('all') === '1';
  void queryClient.prefetchQuery(projectSummaryQueryOptions(allProjects));
}
