// First: configures zod before any schema exists (CSP forbids eval).
import './lib/api/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createRouteTable } from './app/routes';
import { MESSAGES } from '@keel/types';
import { snackbar } from '@keel/ui';
import { isAbortError } from './lib/api';
import { installRefreshMap } from './lib/refresh';
import { dropEarlyResponses } from './lib/api/early-requests';
import { sendCurrentUserRequestEarly } from './lib/session/early-request';
import {
  isTimesheetWeekPath,
  loadWeekPageEarly,
  sendWeekRequestsEarly,
} from './features/timesheet/week.early';
import { applyTheme, resolveTheme, storedThemePreference } from './lib/theme/theme';

applyTheme(resolveTheme(storedThemePreference()));
// Cross-feature refreshes by name (lib/refresh): the one map, loaded on the first announcement.
installRefreshMap(() => import('./app/refresh-map'));

// The error policy needs the router and the router's loaders need the client:
// the policy reads `router` only when a request fails, long after both exist.
const queryClient = createQueryClient({
  currentLocation: () => {
    const { pathname, search, hash } = router.state.location;
    return pathname + search + hash;
  },
  navigate: (to, options) => void router.navigate(to, options),
  showError: (text) => snackbar.error(text),
});
const { routes, patchRoutesOnNavigation } = createRouteTable(queryClient);
// A page inside the shell asks who is signed in first (its loader): the
// question goes out now, while the shell's code is still on its way; so does
// the timesheet's week, the page a member lands on (on a phone too).
if (matchRoutes(routes, window.location)?.some((match) => match.route.id === 'shell')) {
  const currentUser = sendCurrentUserRequestEarly();
  if (isTimesheetWeekPath(window.location.pathname)) {
    sendWeekRequestsEarly(window.location.search, currentUser);
    loadWeekPageEarly();
  }
}
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
// The first page's loaders have read the early answers they use once it shows;
// any other (the page redirected, e.g. to the sign-in page) is stale from then on.
const stopWatchingFirstLoad = router.subscribe((state) => {
  if (!state.initialized || state.navigation.state !== 'idle') return;
  dropEarlyResponses();
  stopWatchingFirstLoad();
});

// SPEC §8: unhandled errors show as text in the error snackbar (20 s, Close).
window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
  if (isAbortError(event.reason)) return;
  snackbar.error(event.reason instanceof Error ? event.reason.message : MESSAGES.genericError);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
