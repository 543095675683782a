import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { singleLine } from '../../private/text.css';

export const text = style({ margin: 0 });

export const tone = styleVariants({
  default: {},
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accent },
  positive: { color: vars.color.positive },
  caution: { color: vars.color.caution },
  critical: { color: vars.color.critical },
  info: { color: vars.color.info },
  neutral: { color: vars.color.textMuted },
});

export const size = styleVariants(vars.font.size, (value) => ({ fontSize: value }));

export const weight = styleVariants(vars.font.weight, (value) => ({ fontWeight: value }));

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** One line, cut with an ellipsis (the full text belongs in a title or an accessible name). */
export const truncate = style({
  display: 'block',
  minWidth: 0,
  ...singleLine,
});

/** At most two or three lines, the rest cut with an ellipsis. */
export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // Wraps inside a cell that does not (a table's cells keep to one line).
  whiteSpace: 'normal',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-lines="2"]': { WebkitLineClamp: 2 },
    '&[data-lines="3"]': { WebkitLineClamp: 3 },
  },
});
