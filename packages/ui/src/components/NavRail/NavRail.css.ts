import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const RAIL_WIDTH_PX = 56;
const EXPANDED_WIDTH_PX = 224;

/** Reserves the slim width; the rail inside grows over the content instead of pushing it. */
export const slot = style({
  position: 'relative',
  flexShrink: 0,
  width: RAIL_WIDTH_PX,
  height: '100%',
  zIndex: vars.zIndex.rail,
});

export const rail = style({
  position: 'absolute',
  inset: '0 auto 0 0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  width: RAIL_WIDTH_PX,
  padding: `${vars.space.small} ${vars.space.small}`,
  overflow: 'hidden',
  background: vars.color.rail,
  color: vars.color.railText,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal}`,
  selectors: {
    '&:hover, &:focus-within, &[data-expanded]': {
      width: EXPANDED_WIDTH_PX,
      boxShadow: vars.shadow.large,
    },
    '&[data-in-drawer]': { position: 'static', height: '100%', boxShadow: 'none' },
  },
});

export const spacer = style({ flex: 1 });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  height: 40,
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.railText,
  fontSize: vars.font.size.medium,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: 'rgba(255, 255, 255, 0.08)' },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.railText}`,
      outlineOffset: -2,
    },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 24,
  justifyContent: 'center',
});

/** Labels are read by screen readers while collapsed and shown when the rail expands. */
export const label = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  selectors: {
    [`${rail}:hover &, ${rail}:focus-within &, ${rail}[data-expanded] &`]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
    },
  },
});

export const badge = style({
  position: 'absolute',
  top: 4,
  left: 22,
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textInverse,
  fontSize: 10,
  fontWeight: vars.font.weight.strong,
  lineHeight: '16px',
  textAlign: 'center',
});

/** The popover's content: the Popover primitive draws the raised surface and its padding. */
export const popup = style({ width: 228 });

export const popupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBottom: vars.space.medium,
});

export const popupName = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const popupEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const popupRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.small} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0 } },
});
