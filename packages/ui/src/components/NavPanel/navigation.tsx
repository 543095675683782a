import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/**
 * Props the shell passes to the app's link component. The shell knows nothing of routes:
 * the app adapts them to its router, e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export interface NavLinkProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

export type NavLinkComponent = ComponentType<NavLinkProps>;

/** A plain anchor: the default when the app does not plug in its router's link. */
export function AnchorLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Whether `path` is `href` or lies under it (`/tasks/mine` is under `/tasks`). */
export function isPathUnder(path: string, href: string): boolean {
  const clean = (value: string) => value.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const p = clean(path);
  const h = clean(href);
  return p === h || p.startsWith(h === '/' ? '/' : `${h}/`);
}
