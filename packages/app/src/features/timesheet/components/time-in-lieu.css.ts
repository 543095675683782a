import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const drawerBody = style({
  padding: `${vars.space.small} ${vars.space.large} ${vars.space.large}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
