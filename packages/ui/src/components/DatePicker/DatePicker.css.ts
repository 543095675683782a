import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInlineEnd: 0 });
export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center', minWidth: 0 });
export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type=literal]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentText },
  },
});
export const dash = style({ paddingInline: vars.space.xsmall, color: vars.color.textMuted });
