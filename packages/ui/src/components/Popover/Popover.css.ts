import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dialog = style({ padding: vars.space.large, outline: 'none', maxWidth: 360 });
export const title = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  marginBottom: vars.space.small,
});
