import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

/** Each step but the last is followed by the separator (decoration: the list says the order). */
export const crumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xsmall } },
});
