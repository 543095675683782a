import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'inline-flex', alignItems: 'center' });

export const item = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: { '& + &': { marginInlineStart: -6 } },
});

export const overflow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});
