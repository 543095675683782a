import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { tabBody } from '../../lib/styles/layout.css';

/** Columns and controls that mean nothing on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The public pages' router link, with the look of @keel/ui's Link (see PublicSheet). */
export const plainLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
