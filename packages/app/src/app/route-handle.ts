import type { Params, UIMatch } from 'react-router';

/** Per-route data the layouts read through `useMatches()`. */
export interface RouteHandle {
  /** Page title; the document title becomes `{title} - Keel`. */
  title?: string | ((params: Params, data: unknown) => string);
  /** Remember this route as the last chosen child of the named group (local storage). */
  rememberIn?: string;
  /** Print mode: only the routed view, no navigation (report viewers). */
  printMode?: boolean;
}

export type KeelMatch = UIMatch<unknown, RouteHandle | undefined>;

/** The title of the deepest route that names one. */
export function pageTitleOf(matches: readonly KeelMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i]!;
    const title = match.handle?.title;
    if (typeof title === 'string') return title;
    if (typeof title === 'function') return title(match.params, match.data);
  }
  return undefined;
}

export function documentTitle(pageTitle: string | undefined, product: string): string {
  return pageTitle ? `${pageTitle} - ${product}` : product;
}
