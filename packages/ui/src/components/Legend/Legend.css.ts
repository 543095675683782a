import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});
