import { replace, type RouteObject } from 'react-router';
import {
  allowedChildren,
  joinPath,
  pagesOf,
  remembered,
  type Section,
  type SectionPage,
} from '../../lib/navigation/section.types';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page as lazyPage, type PageModule } from './route-helpers';

/**
 * What a route file adds to a page of its section's list (`lib/navigation/sections`):
 * the page module and whatever the list cannot say.
 */
export interface PageRoute {
  page?: () => Promise<PageModule>;
  /** The page's data, asked for beside its access check (`requireAccessWithData`). */
  prefetch?: Parameters<Loaders['requireAccessWithData']>[1];
  /** A loader of its own instead of the access check (parameters, data for the title). */
  loader?: RouteObject['loader'];
  /** A title from the loader's data instead of the list's. */
  title?: RouteHandle['title'];
  /** Routes beside the list's children (one project and its tabs). */
  children?: RouteObject[];
}

/** The key of a page in a route file's map: its full path, an index page's ends in `/`. */
export function pageKey(parent: string, path: string): string {
  return path === '' ? `${parent}/` : joinPath(parent, path);
}

type Pages = Readonly<Record<string, PageRoute>>;

/** The index route of a page with children: a fixed redirect or the first allowed child. */
function indexRoute(g: Loaders, page: SectionPage, path: string): RouteObject[] {
  if (page.remember) {
    return [{ index: true, loader: g.defaultChild(page.remember, allowedChildren(page, path)) }];
  }
  if (page.redirect) {
    const target = page.redirect;
    return [{ index: true, loader: () => replace(target) }];
  }
  if (pagesOf(page.children).some((child) => child.path === '')) return [];
  const first = allowedChildren(page, path);
  return [{ index: true, loader: g.redirectBy((u) => first(u)[0] ?? '/not-found') }];
}

function pageRoute(
  g: Loaders,
  page: SectionPage,
  path: string,
  key: string,
  pages: Pages,
  options: { rememberIn?: string; guarded: boolean },
): RouteObject {
  const extra = pages[key] ?? {};
  const title = extra.title ?? page.title;
  const handle: RouteHandle = {
    ...(title !== undefined ? { title } : {}),
    ...(options.rememberIn ? { rememberIn: options.rememberIn } : {}),
  };
  const question = options.guarded ? page.access : undefined;
  const loader =
    extra.loader ??
    (question &&
      (extra.prefetch
        ? g.requireAccessWithData(question, extra.prefetch)
        : g.requireAccess(question)));
  // A page with a fixed redirect and no pages of its own is only its index.
  const children =
    page.children || page.redirect
      ? [
          ...indexRoute(g, page, path),
          ...pagesOf(page.children).map((child) =>
            pageRoute(g, child, joinPath(path, child.path), pageKey(path, child.path), pages, {
              rememberIn: remembered(page, child),
              guarded: true,
            }),
          ),
          ...(extra.children ?? []),
        ]
      : extra.children;
  return {
    ...(page.path === '' ? { index: true as const } : { path: page.path }),
    ...(loader ? { loader } : {}),
    ...(Object.keys(handle).length > 0 ? { handle } : {}),
    ...(extra.page ? { lazy: lazyPage(extra.page) } : {}),
    ...(children ? { children } : {}),
  } as RouteObject;
}

/**
 * A section's route subtree from its page list: each page's path, title and
 * access check, the remembered or first allowed child of each index, and the
 * page modules the route file names by full path.
 */
export function sectionRoute(g: Loaders, section: Section, pages: Pages): RouteObject {
  return pageRoute(
    g,
    { ...section, path: section.path.slice(1) },
    section.path,
    section.path,
    pages,
    {
      guarded: !section.routeOpen,
    },
  );
}
