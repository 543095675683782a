import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The strip above every signed-in page while a timer runs (beside the demo banner). */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.info}`,
  fontSize: vars.font.size.small,
});

export const what = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 12rem',
});

/** The ticking figure: equal-width digits, so it does not jiggle. */
export const elapsed = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.medium,
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall });

export const refusal = style({ flexBasis: '100%' });
