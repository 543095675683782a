import { useEffect, useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@keel/types';
import { useLinkHref } from '../../lib/routing/link-href';
import { rememberChild, rememberRouteChange } from '../../lib/storage/route-memory';
import { documentTitle, pageTitleOf, type KeelMatch } from '../route-handle';

/**
 * The root of every route: document title, route memory, react-aria's
 * client-side links. Navigation chrome lives in the (lazy) shell layout so
 * the sign-in pages stay small.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches() as KeelMatch[];
  const here = location.pathname + location.search;
  const previous = useRef<string | null>(null);
  const title = documentTitle(pageTitleOf(matches), PRODUCT_NAME);
  const printMode = matches.some((m) => m.handle?.printMode);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    rememberRouteChange(previous.current, here);
    previous.current = here;
    for (const match of matches) {
      if (match.handle?.rememberIn) rememberChild(match.handle.rememberIn, match.pathname);
    }
    // `matches` follows `here`; remembering once per location is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [here]);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-print-mode', printMode);
  }, [printMode]);

  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useLinkHref}>
      <Outlet />
    </RouterProvider>
  );
}
