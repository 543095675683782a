import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { muted } from '../../lib/styles/layout.css';

/** The preview's tables: milestones with their due dates, tasks. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
});
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const number = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const heading = style({ margin: 0, fontSize: vars.font.size.medium });

/** One difference: what it does (in words, never only a colour), then before -> after. */
export const change = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.small });
