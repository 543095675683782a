import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const name = style({ fontWeight: vars.font.weight.medium });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.medium}`,
  fontSize: vars.font.size.small,
});

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
