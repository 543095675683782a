import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const base = style({
  borderRadius: vars.radius.small,
  textUnderlineOffset: 2,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      textDecoration: 'none',
    },
  },
});

/** The link colour when no tone is named; `neutral` inherits the text's colour. */
export const color = styleVariants({
  link: { color: vars.color.accent },
  positive: { color: vars.color.positive },
  caution: { color: vars.color.caution },
  critical: { color: vars.color.critical },
  info: { color: vars.color.info },
  neutral: { color: 'inherit' },
});

export const underline = styleVariants({
  always: { textDecoration: 'underline' },
  hover: {
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
});
