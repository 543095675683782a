import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Pick<
  AriaLinkProps,
  'href' | 'target' | 'rel' | 'onPress' | 'isDisabled' | 'aria-label' | 'routerOptions' | 'download'
> {
  /** Link text. */
  children: ReactNode;
  /**
   * Colour: `accent` for links in running text, `neutral` inherits the text colour,
   * `subtle` underlines only on hover (titles in tables and cards).
   * @default 'accent'
   */
  tone?: 'accent' | 'neutral' | 'subtle';
}

/**
 * A link. Client-side navigation works through react-aria's `RouterProvider`, which the app
 * sets up once with react-router's `navigate`.
 */
export function Link({ children, tone = 'accent', ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={styles.link[tone]}>
      {children}
    </AriaLink>
  );
}
