import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 32,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(14px)' } },
});
