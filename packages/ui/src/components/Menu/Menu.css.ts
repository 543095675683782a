import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menu = style({
  padding: vars.space.xsmall,
  outline: 'none',
  minWidth: 180,
  maxHeight: 360,
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 32,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const critical = style({ color: vars.color.critical });

export const separator = style({
  height: 1,
  margin: `${vars.space.xsmall} 0`,
  background: vars.color.border,
});
