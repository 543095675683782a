import { keyframes, style, styleVariants } from '@vanilla-extract/css';
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
/** The track; its colours print (print-color-adjust), so paper shows the bar. */
export const track = style({
  position: 'relative',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
const fillBase = style({
  // A span inside a span: inline unless told, and an inline box takes no width or transform.
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});
export const fill = styleVariants({
  accent: [fillBase, { background: vars.color.accent }],
  caution: [fillBase, { background: vars.color.caution }],
  critical: [fillBase, { background: vars.color.critical }],
});
/** The threshold: a thin line across the track. */
export const mark = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 2,
  background: vars.color.borderStrong,
});
export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
});
