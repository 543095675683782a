import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, tabBody } from '../../lib/styles/layout.css';

/** A project's code, in the theme's monospace font. */
export const code = style({ fontFamily: vars.font.familyMono });

/** The RAG chips of a portfolio row: tight rows when they stack, so three fit the row's height. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.font.size.small,
});
/** A RAG chip of a portfolio row (a dot and its words) never breaks inside. */
export const chip = style({ whiteSpace: 'nowrap' });

/** The ordered top risks of the editor: numbered, one line each with its buttons. */
export const riskList = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});
