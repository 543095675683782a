import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Scrolls sideways when the table is wider than its room; prints whole. */
export const wrap = style({
  overflowX: 'auto',
  '@media': { print: { overflow: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const verticalAlign = styleVariants({
  middle: {},
  top: {},
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  // Long words (addresses) break rather than widen the table; short ones never split.
  overflowWrap: 'break-word',
  '@media': {
    // Narrow screens: tighter cells, so the tables fit a phone without scrolling sideways.
    'screen and (max-width: 600px)': { padding: vars.space.xsmall },
  },
});
globalStyle(`${verticalAlign.top} th, ${verticalAlign.top} td`, { verticalAlign: 'top' });
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.medium });
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.font.weight.strong,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  borderBottom: 'none',
});
// Figures: right-aligned and on one line.
globalStyle(`${table} [data-numeric]`, { textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${table} [data-nowrap]`, { whiteSpace: 'nowrap' });
// Markdown in a cell reads at the table's size.
globalStyle(`${table} td div`, { fontSize: 'inherit' });
// On paper a row never splits across pages and the header repeats on each.
globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${table} thead`, { '@media': { print: { display: 'table-header-group' } } });
