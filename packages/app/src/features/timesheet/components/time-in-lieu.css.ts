import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const drawerBody = style({
  padding: `${vars.space.small} ${vars.space.large} ${vars.space.large}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** The balance column: the figure that matters, in the tabular digits of the others. */
export const balance = style({ fontWeight: vars.font.weight.strong });

export const figure = style({ fontVariantNumeric: 'tabular-nums' });
