import { Suspense, lazy, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { CurrentUser } from '@keel/types';
import { AppShell, NavPanel, NavRail, SnackbarHost } from '@keel/ui';
import { quoteTypesQueryOptions } from '../../features/quotes/quote-types.queries';
import { loginPathFor } from '../../lib/api';
import { buildMenu } from '../../lib/navigation/build-menu';
import { useOpenedOnce } from '../../lib/hooks/useOpenedOnce';
import { useTheme } from '../../lib/theme/useTheme';
import { useQuickSearch } from '../../features/search/useQuickSearch';
import { useCustomViewActions } from '../../features/tasks/components/useCustomViewActions';
import { useNotificationsBell } from '../../features/notifications/useNotificationsBell';
import type { KeelMatch } from '../route-handle';
import { panelSections, railItems } from '../shell/nav-adapter';
import { RouterNavLink } from '../shell/RouterNavLink';
import { DemoWorkspaceBanner } from '../shell/DemoWorkspaceBanner';
import { access, currentUserQueryOptions } from '../../lib/session';
import { runningTimerQueryOptions } from '../../features/timesheet/timer.queries';
import { mayUseTimer } from '../../features/timesheet/timer-view';
import { slot as timerSlot } from '../../features/timesheet/components/timer-slot.css';

// The quick search loads on its first opening (Ctrl+K or the rail's button).
const QuickSearch = lazy(() =>
  import('../../features/search/components/QuickSearch').then((m) => ({ default: m.QuickSearch })),
);
// The running timer's bar loads once a timer runs.
const RunningTimerBar = lazy(() =>
  import('../../features/timesheet/components/RunningTimerBar').then((m) => ({
    default: m.RunningTimerBar,
  })),
);

/**
 * The shell around every page but the sign-in pages: rail, second panel and
 * quick search for a signed-in user; the bare page otherwise (public pages,
 * print mode).
 */
export default function ShellLayout() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const matches = useMatches() as KeelMatch[];
  const location = useLocation();
  const printMode = matches.some((m) => m.handle?.printMode);
  const needsUser = matches.some((m) => m.id === 'signed-in');

  // The session ended while the page was open (a refetch answered 401).
  if (!user && needsUser) {
    const here = location.pathname + location.search + location.hash;
    return <Navigate to={loginPathFor(here)} replace />;
  }
  return (
    <>
      {!user || printMode ? (
        <AppShell printMode rail={null}>
          <Outlet />
        </AppShell>
      ) : (
        <SignedInShell user={user} />
      )}
      {/* The one snackbar region (the sign-in pages report errors in their forms). */}
      <SnackbarHost />
    </>
  );
}

function SignedInShell({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const path = location.pathname;
  const quoteTypes = useQuery({ ...quoteTypesQueryOptions(), enabled: access.quoteList(user) });
  const menu = useMemo(
    () => buildMenu(user, quoteTypes.data ?? [], path),
    [user, quoteTypes.data, path],
  );
  const [theme, setTheme] = useTheme();

  const search = useQuickSearch(user, path);
  const searchOpened = useOpenedOnce(search.isOpen);
  const { dialogs, ...panelActions } = useCustomViewActions(user.settings.tasksPageCustomViews);
  const bell = useNotificationsBell();
  // Every internal user keeps a timesheet, hence a running timer (kept on the server).
  const timer = useQuery({ ...runningTimerQueryOptions(), enabled: mayUseTimer(user) });

  return (
    <AppShell
      title={menu.current?.label ?? 'Keel'}
      rail={
        <NavRail
          items={railItems(menu.sections)}
          user={{ name: user.name, email: user.email, color: user.color }}
          theme={theme}
          onThemeChange={setTheme}
          onSearch={search.canSearch ? search.open : undefined}
          searchShortcut={isApplePlatform() ? '⌘K' : 'Ctrl+K'}
          unreadCount={bell.unreadCount}
          onNotifications={bell.open}
          profileHref="/profile"
          LinkComponent={RouterNavLink}
        />
      }
      panel={
        menu.showPanel && menu.current ? (
          <NavPanel
            title={menu.current.label}
            sections={panelSections(menu.current.panel, panelActions)}
            currentPath={path}
            LinkComponent={RouterNavLink}
          />
        ) : undefined
      }
    >
      {user.demoWorkspace ? <DemoWorkspaceBanner /> : null}
      {timer.data ? (
        // The bar's room is kept while its code loads: the page does not move when it comes.
        <Suspense fallback={<div className={timerSlot} />}>
          <RunningTimerBar />
        </Suspense>
      ) : null}
      <Outlet />
      {search.canSearch && searchOpened ? (
        <Suspense fallback={null}>
          <QuickSearch
            isOpen={search.isOpen}
            onClose={search.close}
            types={search.types}
            query={search.query}
            onQueryChange={search.setQuery}
            type={search.type}
            onTypeChange={search.setType}
            canTime={search.canTime}
          />
        </Suspense>
      ) : null}
      {dialogs}
      {bell.dialog}
    </AppShell>
  );
}

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform);
}
