import { Link } from 'react-router';
import type { NavLinkProps } from '@keel/ui';

/** The design system's navigation links, routed client-side. */
export function RouterNavLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />;
}
