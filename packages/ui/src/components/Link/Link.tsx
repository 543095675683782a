import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { Tone } from '../../theme/tone';
import * as styles from './Link.css';

export interface LinkProps extends Pick<
  AriaLinkProps,
  'href' | 'target' | 'rel' | 'onPress' | 'isDisabled' | 'aria-label' | 'routerOptions' | 'download'
> {
  /** Link text. */
  children: ReactNode;
  /**
   * Colour, from the one tone vocabulary: omitted, the link colour (links in running text);
   * `neutral` inherits the text colour; the other tones take their colour.
   * @default undefined
   */
  tone?: Tone;
  /**
   * `always` underlined; `hover` only when hovered (titles in tables and cards, with `neutral`).
   * @default 'always'
   */
  underline?: 'always' | 'hover';
}

/**
 * A link. Client-side navigation works through react-aria's `RouterProvider`, which the app
 * sets up once with react-router's `navigate`.
 */
export function Link({ children, tone, underline = 'always', ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={`${styles.base} ${styles.color[tone ?? 'link']} ${styles.underline[underline]}`}
    >
      {children}
    </AriaLink>
  );
}
