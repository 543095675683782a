import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
});

export const figureValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
});
