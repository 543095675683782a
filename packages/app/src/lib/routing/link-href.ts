import { useHref } from 'react-router';

/** `mailto:`, `tel:`, `https:` and the like: a URL of its own, not a path in the app. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * react-aria's `RouterProvider` asks this for every link's `href`. App paths
 * resolve through react-router (its basename, relative paths); a link with a
 * scheme of its own (`mailto:`, `tel:`, an external site) or protocol-relative
 * keeps its href as written, where react-router would read it as a relative
 * path under the current page.
 */
export function useLinkHref(href: string): string {
  const resolved = useHref(href);
  return HAS_SCHEME.test(href) || href.startsWith('//') ? href : resolved;
}
