import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  userSelect: 'none',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
