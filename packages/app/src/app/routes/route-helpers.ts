import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

/* Builders the section route files share. */

export type PageModule = { default: React.ComponentType };

/** Route modules are lazy: each page is its own chunk (SPEC §9 size budget). */
export function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

const plannedPage = page(() => import('../pages/planned.page'));

/** A page a later module fills: an honest empty state naming what comes. */
export function planned(
  path: string,
  title: RouteHandle['title'],
  description: NonNullable<RouteHandle['planned']>,
  extra: Omit<RouteObject, 'path' | 'handle' | 'lazy' | 'index' | 'children'> & {
    handle?: RouteHandle;
  } = {},
): RouteObject {
  const { handle, ...rest } = extra;
  return { path, ...rest, handle: { title, planned: description, ...handle }, lazy: plannedPage };
}

/** The index page of a group, when it is itself a planned page. */
export function plannedIndex(
  title: string,
  description: string,
  extra: Pick<RouteObject, 'loader'> = {},
): RouteObject {
  return { index: true, ...extra, handle: { title, planned: description }, lazy: plannedPage };
}

/** The paths whose flag is true, in order (a group's default children). */
export function onlyAllowed(candidates: [string, boolean][]): string[] {
  return candidates.filter(([, allowed]) => allowed).map(([path]) => path);
}
