import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/**
 * A mailto: or tel: link: a plain anchor, since the router's `useHref` (which
 * `@keel/ui`'s Link goes through) would resolve the address as a path.
 */
export const addressLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
