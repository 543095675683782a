import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router';
import { PRODUCT_NAME } from '@keel/types';
import { useLinkHref } from '../lib/routing/link-href';
import { rememberRouteChange } from '../lib/storage/route-memory';
import { PublicLayout } from './layouts/PublicLayout';
import { PublicLoading } from './layouts/PublicLoading';
import { documentTitle, type RouteHandle } from './route-handle';
import { publicRoutes } from './routes/public.routes';

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

/** A route of the app's public table as a page of this entry. */
interface PublicPage {
  path: string;
  title: string;
  /** The route's loader: reads the params only, and throws the redirect to `/not-found` (`intParam`). */
  checkParams?: (args: { params: Params }) => unknown;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The public routes (routes/public.routes.ts), the one table of their paths,
 * titles, param checks and modules, as this entry renders them: no loaders
 * run by a data router, each page's module loaded when it first renders.
 */
const PAGES: readonly PublicPage[] = publicRoutes().map((route) => {
  const { title } = route.handle as RouteHandle;
  const loadRoute = route.lazy as unknown as () => Promise<{ Component: ComponentType }>;
  return {
    path: route.path ?? '',
    title: typeof title === 'string' ? title : '',
    checkParams: route.loader as PublicPage['checkParams'],
    Page: lazy(async () => ({ default: (await loadRoute()).Component })),
  };
});

/** One public page: its params checked, its document title, its module. */
function PublicRoute({ publicPage, leaveFor }: { publicPage: PublicPage; leaveFor: Leave }) {
  const params = useParams();
  const valid = useMemo(() => {
    try {
      publicPage.checkParams?.({ params });
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

  return valid ? <publicPage.Page /> : <PublicLoading />;
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

function publicRouteTable(leaveFor: Leave): RouteObject[] {
  return [
    {
      Component: PublicRoot,
      children: [
        {
          Component: PublicLayout,
          children: PAGES.map((publicPage) => ({
            path: publicPage.path,
            element: <PublicRoute publicPage={publicPage} leaveFor={leaveFor} />,
          })),
        },
        { path: '*', element: <NotAPublicPage leaveFor={leaveFor} /> },
      ],
    },
  ];
}

/**
 * The routes of the public entry (`src/public-main.tsx`): the public pages
 * alone, matched by react-router's declarative router (no data router, no
 * signed-in sections, no session), under the app's public layout. `leaveFor`
 * opens a page of the app instead (tests pass their own).
 */
export function PublicApp({ leaveFor = replaceDocument }: { leaveFor?: Leave }) {
  const routes = useMemo(() => publicRouteTable(leaveFor), [leaveFor]);
  return useRoutes(routes);
}
