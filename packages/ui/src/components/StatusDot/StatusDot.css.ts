import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
});

export const text = style({ fontSize: vars.font.size.small, color: vars.color.text });
