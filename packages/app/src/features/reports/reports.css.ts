import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export {
  eyebrow,
  code,
  sheetTitle,
  footer,
  notice,
  plainButton,
  screenOnly,
} from '../../lib/styles/public-sheet.css';
export { page, grow, muted, tabBody } from '../../lib/styles/layout.css';

/** The RAG chips of a portfolio row: the four dimensions, each a dot and its words. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.font.size.small,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  whiteSpace: 'nowrap',
});

/**
 * Text of a table cell that wraps instead of being cut: two lines (three with `data-lines="3"`),
 * clamped only beyond what the row holds; the full text is in the cell's title.
 */
export const wrapText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.4,
  minWidth: 0,
  selectors: { '&[data-lines="3"]': { WebkitLineClamp: 3 } },
});

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  display: 'block',
  minWidth: 0,
});

/** The ordered top risks of the editor: one line each with its move and remove buttons. */
export const riskList = style({
  listStyle: 'decimal',
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
export const hiddenMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

/* Report content: plain tables and prose, the same on screen, in the app and on paper. */

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  // A heading never ends a printed page without the content under it.
  breakAfter: 'avoid',
  '@media': { print: { pageBreakAfter: 'avoid' } },
});

/** The open report's heading inside the project tab. */
export const detailTitle = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const tableWrap = style({
  overflowX: 'auto',
  '@media': { print: { overflow: 'visible' } },
});
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
  verticalAlign: 'top',
  // Long words (addresses) break rather than widen the sheet; short ones never split.
  overflowWrap: 'break-word',
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.medium });
// Markdown in a cell (a risk's mitigation) reads at the table's size.
globalStyle(`${table} td div`, { fontSize: 'inherit' });
export const number = style({});
globalStyle(`${table} ${number}`, { textAlign: 'end', whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });

// ------------------------------------------------------------ the public viewer

/** The shared report: a centred sheet on screen, the printable area of A4 on paper. */
export const sheet = style({
  maxWidth: 960,
  width: '100%',
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  '@media': {
    print: { maxWidth: 'none', padding: 0, gap: vars.space.large, fontSize: '10.5pt' },
  },
});
export const sheetHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.large,
  paddingBottom: vars.space.large,
  borderBottom: `2px solid ${vars.color.accent}`,
  breakInside: 'avoid',
});

/*
 * Print: an A4 page with margins; the RAG dots keep their colours (their
 * words say the status as well); a table row, a heading with its first lines
 * and a short section never split across pages; table headers repeat.
 */
globalStyle('@page', { size: 'A4', margin: '16mm 14mm 18mm' } as Record<string, string>);
globalStyle(`${sheet} *`, {
  '@media': { print: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } },
});
globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${table} thead`, { '@media': { print: { display: 'table-header-group' } } });
globalStyle(`${sheet} ${section}`, {
  '@media': { print: { breakInside: 'auto', orphans: 3, widows: 3 } },
});
globalStyle(`${sheet} ${section} p, ${sheet} ${section} li`, {
  '@media': { print: { orphans: 3, widows: 3 } },
});
