import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

/** The track; its colours print (print-color-adjust), so paper shows the bar. */
export const track = style({
  position: 'relative',
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

const fillBase = style({ display: 'block', height: '100%', borderRadius: vars.radius.full });
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
