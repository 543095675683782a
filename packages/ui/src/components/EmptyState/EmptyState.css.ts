import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.text,
});
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  marginBottom: vars.space.xsmall,
});
export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });
export const description = style({ maxWidth: 480, color: vars.color.textMuted });
export const action = style({ marginTop: vars.space.small });
