import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const variant = styleVariants({
  /** Rows divided by a rule, flush with the content around them. */
  plain: {},
  /** Rows in a bordered box, padded, a rule between them. */
  framed: { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium },
});

export const item = style({
  display: 'flex',
  gap: vars.space.small,
  minWidth: 0,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    [`${variant.framed} > &`]: { gap: vars.space.medium, padding: vars.space.medium },
    [`${variant.framed} > &:last-child`]: { borderBottom: 'none' },
  },
});

export const align = styleVariants({
  center: { alignItems: 'center' },
  start: { alignItems: 'flex-start' },
});
