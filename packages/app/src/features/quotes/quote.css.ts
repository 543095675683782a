import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow } from '../../lib/styles/layout.css';

/** The quote page's root: the print rules below hide the shell around it. */
export const quotePage = style({});

/** Controls that have no place on paper (buttons, pickers, the key hint, the timeline). */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
/** Shown only on paper (the client block of the printed quote). */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

/*
 * Print / PDF (issue 14: a PDF the browser saves): only the quote prints.
 * The shell's rail, top bar and skip link are hidden while this page is
 * mounted (`:has`), and the main area loses its scroll box so every line
 * prints.
 */
globalStyle(`body:has(${quotePage}) :is(header, nav):not(#main-content *)`, {
  '@media': { print: { display: 'none' } },
});
// The shell's grid keeps the rail's column and height even when the rail is hidden: print
// as one block, with every sibling of the main area (rail, top bar, skip link) gone.
globalStyle(`body:has(${quotePage}) :has(> #main-content)`, {
  '@media': { print: { display: 'block', height: 'auto', minHeight: 0 } },
});
globalStyle(`body:has(${quotePage}) :has(> #main-content) > :not(#main-content)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${quotePage}) #main-content`, {
  '@media': { print: { overflow: 'visible', height: 'auto', padding: 0 } },
});
globalStyle(`body:has(${quotePage}) *`, {
  '@media': { print: { boxShadow: 'none' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': { print: { overflow: 'visible', border: 'none' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${table} thead`, { '@media': { print: { display: 'table-header-group' } } });

const cellBase = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
} as const;

export const headCell = style({
  ...cellBase,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const numberHead = style([headCell, { textAlign: 'right' }]);
export const cell = style({ ...cellBase, minWidth: 96, overflowWrap: 'anywhere' });
export const numberCell = style({ ...cellBase, textAlign: 'right', whiteSpace: 'nowrap' });
export const footCell = style({ ...cellBase, fontWeight: vars.font.weight.strong });

/** The focused cell of the grid: a ring that also shows without colour (outline width). */
export const gridCell = style({
  ...cellBase,
  minWidth: 96,
  cursor: 'cell',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});
export const gridNumberCell = style([gridCell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const cellInvalid = style({ boxShadow: `inset 0 0 0 2px ${vars.color.critical}` });

export const cellInput = style({
  width: '100%',
  minWidth: 80,
  font: 'inherit',
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});
export const cellError = style({
  display: 'block',
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  whiteSpace: 'normal',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const keyHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
globalStyle(`${keyHint} kbd`, {
  fontFamily: 'inherit',
  padding: `0 ${vars.space.xxsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

/** The totals: label and amount in two columns, the total emphasised. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
  maxWidth: 480,
  marginLeft: 'auto',
  fontVariantNumeric: 'tabular-nums',
});
export const totalTerm = style({ margin: 0 });
export const totalValue = style({ margin: 0, textAlign: 'right' });
export const grandTotal = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: vars.space.xsmall,
});

export const timelineItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  padding: vars.space.small,
  borderLeft: `3px solid ${vars.color.border}`,
});

/** Diff rows: a text marker says the change, the tint only repeats it. */
export const diffAdded = style({ background: vars.color.positiveSubtle });
export const diffRemoved = style({ background: vars.color.criticalSubtle });
export const diffChangedField = style({
  background: vars.color.cautionSubtle,
  fontWeight: vars.font.weight.strong,
});
export const diffMarker = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});
