import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow, muted } from '../../lib/styles/layout.css';

/** The figure cards' facts: a term over its value, side by side while there is room. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: `${vars.space.medium} ${vars.space.large}`,
  margin: 0,
});
export const figureTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** A warning's icon and sentence on one line. */
export const warning = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Plain figure tables (every row prints), numbers aligned; the box scrolls sideways. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
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
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.font.weight.strong,
  borderTop: `1px solid ${vars.color.borderStrong}`,
});
export const number = style({});
globalStyle(`${table} ${number}`, { textAlign: 'end', whiteSpace: 'nowrap' });
/** A forecast month's cells: set apart by a word in the header, the tint only adds to it. */
export const forecastCell = style({ background: vars.color.surfaceMuted });

export const contractTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
});

/** The project column of the portfolio table: code and name on as few lines as fit. */
export const projectCell = style({ minWidth: '16rem' });
