import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export {
  eyebrow,
  code,
  sheetTitle,
  sheetHeader,
  footer,
  notice,
  plainButton,
  screenOnly,
} from '../../lib/styles/public-sheet.css';
export { page, tabBody } from '../../lib/styles/layout.css';
import { sheet as sheets } from '../../lib/styles/public-sheet.css';

/** The shared report: the narrower public sheet. */
export const sheet = sheets.report;

/** A RAG chip of a portfolio row (a dot and its words) never breaks inside. */
export const chip = style({ whiteSpace: 'nowrap' });

/**
 * Text of a table cell that wraps instead of being cut: two lines (three with `data-lines="3"`),
 * clamped only beyond what the row holds; the full text is in the cell's title.
 */
export const wrapText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  lineHeight: 1.4,
  selectors: { '&[data-lines="3"]': { WebkitLineClamp: 3 } },
});

/** The ordered top risks of the editor: numbered, one line each with its buttons. */
export const riskList = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});
