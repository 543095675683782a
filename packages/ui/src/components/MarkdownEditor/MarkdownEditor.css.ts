import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const preview = style({
  minHeight: 96,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
