import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, muted } from '../../lib/styles/layout.css';

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

/** One role of the profile form: its fields side by side, the remove button at the end. */
export const roleRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr)) auto',
  alignItems: 'end',
  gap: vars.space.medium,
});

/** The roles of the profile form: a group named by its legend, without a box. */
export const roles = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.font.weight.medium,
});
