import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

const base = style({
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

export const link = styleVariants({
  accent: [base, { color: vars.color.accent, textDecoration: 'underline' }],
  neutral: [base, { color: 'inherit', textDecoration: 'underline' }],
  subtle: [
    base,
    {
      color: 'inherit',
      textDecoration: 'none',
      selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
    },
  ],
});
