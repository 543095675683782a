import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});
export const body = style({ padding: vars.space.large, minWidth: 0 });
