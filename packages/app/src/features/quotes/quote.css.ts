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

/** A table's caption, at its start like the cells. */
export const caption = style({ textAlign: 'start', padding: `${vars.space.xsmall} 0` });

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
