import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tone';
import { sidewaysScroller } from '../../private/surface.css';

export const rowHeaderMinWidth = createVar();
export const cellMinWidth = createVar();

/** A bordered surface that scrolls sideways instead of squeezing the columns. */
export const wrap = style([sidewaysScroller, { maxWidth: '100%' }]);

const tableBase = style({
  minWidth: '100%',
  fontVariantNumeric: 'tabular-nums',
  vars: { [rowHeaderMinWidth]: 'auto', [cellMinWidth]: 'auto' },
});

export const table = styleVariants({
  ruled: [tableBase, { borderCollapse: 'collapse' }],
  tiles: [
    tableBase,
    { borderCollapse: 'separate', borderSpacing: 2, fontSize: vars.font.size.small },
  ],
});

export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const ruled = table.ruled;
const tiles = table.tiles;
const each = (selector: string) =>
  [ruled, tiles].map((t) => selector.replaceAll('&', t)).join(', ');

globalStyle(each('& th, & td'), { minWidth: cellMinWidth });
globalStyle(each('& thead th'), {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});
// The row headers (and the corner above them) stay in view while the columns scroll.
globalStyle(each('& th:first-child'), {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  minWidth: rowHeaderMinWidth,
  background: vars.color.surface,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});
globalStyle(each('& tfoot th, & tfoot th:first-child, & tfoot td'), {
  background: vars.color.surfaceMuted,
});
globalStyle(each('& tfoot td'), { fontWeight: vars.font.weight.strong, whiteSpace: 'nowrap' });
globalStyle(each('& [data-numeric]'), { textAlign: 'end', whiteSpace: 'nowrap' });
// Cells that take no input: hatched as well as labelled, never colour alone.
globalStyle(each('& [data-unavailable]'), {
  background: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.surfaceMuted} 6px 12px)`,
  color: vars.color.textMuted,
});
globalStyle(each('& td:focus-visible'), {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 1,
});

// `ruled`: lines of a sheet, each cell ruled below.
globalStyle(`${ruled} th, ${ruled} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

// `tiles`: each body cell a tile, coloured by its tone (which its words repeat).
globalStyle(`${tiles} th`, {
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  textAlign: 'center',
});
globalStyle(`${tiles} tbody td`, {
  position: 'relative',
  height: 48,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
  lineHeight: 1.2,
  outline: 'none',
});
globalStyle(`${tiles} tbody th`, {
  maxWidth: 260,
  padding: `${vars.space.xxsmall} ${vars.space.small} ${vars.space.xxsmall} ${vars.space.xsmall}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** A tone's subtle fill, for tiles and the swatches that explain them. */
export const toneFill = {
  positive: { background: vars.color.positiveSubtle },
  caution: { background: vars.color.cautionSubtle },
  critical: { background: vars.color.criticalSubtle, borderColor: vars.color.critical },
  info: { background: vars.color.infoSubtle },
  neutral: { background: vars.color.surfaceMuted },
} satisfies Record<Tone, object>;

for (const [tone, fill] of Object.entries(toneFill)) {
  globalStyle(`${tiles} [data-tone="${tone}"]`, fill);
}
globalStyle(`${tiles} [data-tone="none"]`, { color: vars.color.textMuted });
// Rows that sum others (subtotals, the total): dashed tiles and a strong header.
globalStyle(`${tiles} tr[data-subtotal] td`, { borderStyle: 'dashed' });
globalStyle(`${tiles} tr[data-subtotal] th`, { fontWeight: vars.font.weight.strong });
// A row under another (a person under their team): its header indented.
globalStyle(`${tiles} tbody th[data-level="1"]`, { paddingLeft: vars.space.large });

/** A tile in small, for a legend. */
const swatchBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 20,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.75em',
  fontWeight: vars.font.weight.strong,
});
export const swatch = styleVariants({ ...toneFill, none: {} }, (fill) => [swatchBase, fill]);

/** A text input filling a cell, e.g. hours of a day. */
export const input = style({
  width: '100%',
  minWidth: 64,
  boxSizing: 'border-box',
  height: 32,
  padding: `0 ${vars.space.xsmall}`,
  textAlign: 'right',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-busy="true"]': { opacity: 0.6, cursor: 'progress' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const inputError = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  maxWidth: 180,
  marginLeft: 'auto',
  fontSize: vars.font.size.xsmall,
  color: vars.color.critical,
  textAlign: 'left',
  whiteSpace: 'normal',
});

/** `figures`: FigureTable's look as a grid; the focused cell's 3 px ring shows without colour. */
export const figures = style({});
globalStyle(`${figures} [role=gridcell][tabindex]`, { cursor: 'cell' });
globalStyle(`${figures} [role=gridcell]:focus`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: -3,
});
globalStyle(`${figures} [data-invalid]`, {
  boxShadow: `inset 0 0 0 2px ${vars.color.critical}`,
});
// The editor of the cell being edited fills it.
globalStyle(`${figures} td > input, ${figures} td > select`, {
  width: '100%',
  minWidth: 80,
  font: 'inherit',
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});

export const figuresError = style({
  display: 'block',
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  whiteSpace: 'normal',
});
