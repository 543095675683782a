import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/*
 * The part of react-router's API that the public entry (public-main.tsx,
 * PublicApp, the public pages and what they import) uses, over the browser's
 * history: the public build resolves `react-router` to this module
 * (vite.config.ts), so a client's phone does not load the router (about
 * 13 KB of gzip, issue 29). The same modules run under react-router itself in
 * the app and in the unit tests; a name missing here fails the public build.
 * Paths are absolute and without a basename, as the public pages use them.
 */

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteObject {
  path?: string;
  Component?: () => ReactNode;
  element?: ReactNode;
  children?: RouteObject[];
}

interface Location {
  pathname: string;
  search: string;
  hash: string;
}

interface NavigateOptions {
  replace?: boolean;
}

type To = string;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The address as one string: the snapshot `useSyncExternalStore` compares. */
function currentHref(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}

function locationOf(href: string): Location {
  const url = new URL(href, window.location.origin);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** `to` against the current address (a relative path resolves as a URL does). */
function resolve(to: To): string {
  const url = new URL(to, window.location.href);
  return url.pathname + url.search + url.hash;
}

function navigateTo(to: To, options: NavigateOptions = {}): void {
  const href = resolve(to);
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of listeners) listener();
}

const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({
  params: {},
  outlet: null,
});

/** Where react-router's BrowserRouter stands: here the history is the window's own. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return children;
}

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, currentHref);
  return useMemo(() => locationOf(href), [href]);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  return useCallback((to: To, options?: NavigateOptions) => navigateTo(to, options), []);
}

export function useHref(to: To): string {
  useLocation();
  return resolve(to);
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

const OutletContext = createContext<unknown>(undefined);

/** The matched child route; `context` is what its `useOutletContext()` reads. */
export function Outlet({ context }: { context?: unknown }) {
  const { outlet } = useContext(RouteContext);
  return context === undefined ? (
    outlet
  ) : (
    <OutletContext.Provider value={context}>{outlet}</OutletContext.Provider>
  );
}

export function useOutletContext<Context = unknown>(): Context {
  return useContext(OutletContext) as Context;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams)) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams)) => {
      const value =
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const text = value.toString();
      navigateTo(window.location.pathname + (text ? `?${text}` : ''));
    },
    [],
  );
  return [params, setParams];
}

/** A path segment decoded, or as it is when it is not valid percent-encoding (as react-router). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A pattern's params from `pathname`, or null when it does not match (`*` matches anything). */
function matchPath(pattern: string, pathname: string): Params | null {
  if (pattern === '*') return {};
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const part = actual[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return params;
}

/** The chain of routes, from the root, down to the first leaf whose path matches. */
function matchRoutes(routes: RouteObject[], pathname: string): [RouteObject[], Params] | null {
  for (const route of routes) {
    if (route.children) {
      const found = matchRoutes(route.children, pathname);
      if (found) return [[route, ...found[0]], found[1]];
    } else if (route.path !== undefined) {
      const params = matchPath(route.path, pathname);
      if (params) return [[route], params];
    }
  }
  return null;
}

/** The matched chain rendered from the root, each route's `<Outlet />` its child. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!match) return null;
  const [chain, params] = match;
  return chain.reduceRight<ReactNode>((outlet, route) => {
    const content = route.Component ? <route.Component /> : (route.element ?? outlet);
    return <RouteContext.Provider value={{ params, outlet }}>{content}</RouteContext.Provider>;
  }, null);
}

/**
 * A client-side link: a plain click moves through the history; a click with
 * a modifier, another button or another target is the browser's.
 */
export function Link({
  to,
  onClick,
  target,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: To }) {
  const href = useHref(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    navigateTo(href);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** react-router's redirect answer, thrown by a loader's param check (`intParam`). */
export function replace(url: string): Response {
  return new Response(null, { status: 302, headers: { Location: url } });
}
