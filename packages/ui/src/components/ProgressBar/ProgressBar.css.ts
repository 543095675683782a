import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
});
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.small,
  color: vars.color.text,
});
export const value = style({ color: vars.color.textMuted });
export const track = style({
  position: 'relative',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
export const fill = style({
  // A span inside a span: inline unless told, and an inline box takes no width or transform.
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});
export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
});
