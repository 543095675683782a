import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** Plain figure tables: every row prints (no virtualisation), numbers aligned. */
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  '@media': {
    // Narrow screens: tighter cells, so the tables fit a phone without scrolling sideways.
    'screen and (max-width: 600px)': { padding: `${vars.space.xsmall} ${vars.space.xsmall}` },
  },
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.font.weight.strong,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  borderBottom: 'none',
});
export const number = style({});
globalStyle(`${table} ${number}`, { textAlign: 'end', whiteSpace: 'nowrap' });
