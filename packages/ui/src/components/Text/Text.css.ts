import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({ margin: 0 });

export const tone = styleVariants({
  default: {},
  muted: { color: vars.color.textMuted },
  critical: { color: vars.color.critical },
  accent: { color: vars.color.accent },
});

export const size = styleVariants(vars.font.size, (value) => ({ fontSize: value }));

export const weight = styleVariants(vars.font.weight, (value) => ({ fontWeight: value }));

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** One line, cut with an ellipsis (the full text belongs in a title or an accessible name). */
export const truncate = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
