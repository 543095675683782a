import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import type { CurrentUser } from '@keel/types';
import { createRouteTable } from '../app/routes';
import { demoQuoteTypes } from './demo-users';
import { json, stubFetch } from './fetch-stub';

/**
 * Stubs the API the shell reads as it starts: the current user (`null`: signed out, a 401),
 * the quote types and the running timer (none); anything else is not found.
 */
export function stubShellApi(user: CurrentUser | null) {
  return stubFetch(({ url }) => {
    if (url.startsWith('/api/users/current'))
      return user ? json(200, user) : json(401, { message: 'Sign in' });
    if (url.startsWith('/api/quotes/types')) return json(200, demoQuoteTypes);
    if (url.startsWith('/api/timesheet/timer')) return json(200, null);
    return json(404, { message: 'Not found' });
  });
}

/** The app's route table over a memory history opened at `start`. */
export function appRouter(queryClient: QueryClient, start: string) {
  const table = createRouteTable(queryClient);
  return createMemoryRouter(table.routes, {
    initialEntries: [start],
    patchRoutesOnNavigation: table.patchRoutesOnNavigation,
  });
}
