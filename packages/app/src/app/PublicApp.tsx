import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { PRODUCT_NAME } from '@keel/types';
import { useLinkHref } from '../lib/routing/link-href';
import { rememberRouteChange } from '../lib/storage/route-memory';
import { PublicLayout } from './layouts/PublicLayout';
import { PublicLoading } from './layouts/PublicLoading';
import { documentTitle } from './route-handle';
import { checkPublicParams, PUBLIC_PAGES, type PublicPage } from './routes/public.routes';

/** Where a link with a malformed id goes (as the app's route table sends it, `intParam`). */
const NOT_FOUND = '/not-found';

/**
 * Leaves the public entry for a page of the app (`/not-found`): a new
 * document in place of this one, which the server answers with index.html.
 */
function replaceDocument(path: string): void {
  window.location.replace(path);
}

type Leave = (path: string) => void;

/** One public page: its params checked, its document title, its module loaded lazily. */
function PublicRoute({
  publicPage,
  Page,
  leaveFor,
}: {
  publicPage: PublicPage;
  Page: ComponentType;
  leaveFor: Leave;
}) {
  const params = useParams();
  const valid = useMemo(() => {
    try {
      checkPublicParams(publicPage, params);
      return true;
    } catch {
      return false;
    }
  }, [publicPage, params]);
  const title = documentTitle(publicPage.title, PRODUCT_NAME);

  useEffect(() => {
    if (!valid) leaveFor(NOT_FOUND);
  }, [valid, leaveFor]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return valid ? <Page /> : <PublicLoading />;
}

/**
 * The root of the public entry, the counterpart of the app's RootLayout for
 * pages that are all in print mode: route memory, react-aria's client-side
 * links, `data-print-mode` on <html>. Until a page's module has loaded, the
 * public layout's loading words show (as the app's HydrateFallback).
 */
function PublicRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    rememberRouteChange(previous.current, here);
    previous.current = here;
  }, [here]);

  useEffect(() => {
    document.documentElement.setAttribute('data-print-mode', '');
  }, []);

  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useLinkHref}>
      <Suspense fallback={<PublicLoading />}>
        <Outlet />
      </Suspense>
    </RouterProvider>
  );
}

/** Any other path: not a page of this entry (the server sends public.html for the pages above only). */
function NotAPublicPage({ leaveFor }: { leaveFor: Leave }) {
  useEffect(() => {
    leaveFor(NOT_FOUND);
  }, [leaveFor]);
  return <PublicLoading />;
}

/** Each public page's module, loaded when its page first renders. */
const PAGES = new Map(PUBLIC_PAGES.map((publicPage) => [publicPage, lazy(publicPage.load)]));

function publicRouteTable(leaveFor: Leave): RouteObject[] {
  return [
    {
      Component: PublicRoot,
      children: [
        {
          Component: PublicLayout,
          children: [...PAGES].map(([publicPage, Page]) => ({
            path: publicPage.path,
            element: <PublicRoute publicPage={publicPage} Page={Page} leaveFor={leaveFor} />,
          })),
        },
        { path: '*', element: <NotAPublicPage leaveFor={leaveFor} /> },
      ],
    },
  ];
}

/**
 * The routes of the public entry (`src/public-main.tsx`): the public pages
 * alone, matched by react-router's declarative router (no loaders, no
 * signed-in sections, no session), under the app's public layout. `leaveFor`
 * opens a page of the app instead (tests pass their own).
 */
export function PublicApp({ leaveFor = replaceDocument }: { leaveFor?: Leave }) {
  const routes = useMemo(() => publicRouteTable(leaveFor), [leaveFor]);
  return useRoutes(routes);
}
