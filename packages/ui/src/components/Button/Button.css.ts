import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const size = styleVariants({
  small: { height: 28, paddingInline: vars.space.small, fontSize: vars.font.size.small },
  medium: { height: 36, paddingInline: vars.space.medium, fontSize: vars.font.size.medium },
});

/** The background a button takes while hovered or pressed (not when disabled). */
function hoveredOrPressed(background: string) {
  return {
    '&[data-hovered]:not([data-disabled])': { background },
    '&[data-pressed]:not([data-disabled])': { background },
  };
}

export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.accentText,
    selectors: hoveredOrPressed(vars.color.accentHover),
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: hoveredOrPressed(vars.color.surfaceMuted),
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: hoveredOrPressed(vars.color.surfaceMuted),
  },
  critical: {
    background: vars.color.critical,
    color: vars.color.textInverse,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.92)' },
    },
  },
});

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});
export const hidden = style({ visibility: 'hidden' });
export const pendingLayer = style({ position: 'absolute', display: 'inline-flex' });
export const relative = style({ position: 'relative' });

export const iconOnly = styleVariants({
  small: { width: 28, paddingInline: 0 },
  medium: { width: 36, paddingInline: 0 },
});
