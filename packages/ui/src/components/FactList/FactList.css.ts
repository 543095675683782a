import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ margin: 0 });

export const layout = styleVariants({
  /** Term and value side by side, the terms in one column. */
  columns: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
  },
  /** Each fact a small block (term over value), the facts wrapping side by side. */
  inline: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.small} ${vars.space.xlarge}`,
  },
});

/** One fact of the inline layout: the term over its value. */
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({ color: vars.color.textMuted });
globalStyle(`${layout.inline} ${term}`, { fontSize: vars.font.size.small });

export const value = style({ margin: 0, minWidth: 0 });
globalStyle(`${layout.inline} ${value}`, { fontWeight: vars.font.weight.medium });
