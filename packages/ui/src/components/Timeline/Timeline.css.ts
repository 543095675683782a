import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';
import { sidewaysScroller } from '../../private/surface.css';
import { singleLine } from '../../private/text.css';

/** Height of the label row above the markers, and of one marker lane. */
export const SPAN_ROW_HEIGHT = 28;
export const LANE_HEIGHT = 52;
/** Width of a marker (its shape over its name). */
export const MARKER_WIDTH = 104;

/** Scrolls sideways on narrow screens; the timeline keeps its month width. */
export const scroller = style([
  sidewaysScroller,
  {
    overflowY: 'hidden',
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
]);

export const canvas = style({ position: 'relative' });

export const span = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderLeft: 'none' } },
});

export const spanLabel = style({
  display: 'block',
  height: SPAN_ROW_HEIGHT,
  lineHeight: `${SPAN_ROW_HEIGHT}px`,
  paddingInline: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const today = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 0,
  borderLeft: `2px dashed ${vars.color.accent}`,
  pointerEvents: 'none',
});

export const todayLabel = style({
  position: 'absolute',
  bottom: 0,
  left: 4,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const markers = style({ listStyle: 'none', margin: 0, padding: 0 });

export const marker = style({
  position: 'absolute',
  width: MARKER_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});

export const markerName = style({
  maxWidth: '100%',
  ...singleLine,
  fontSize: vars.font.size.xsmall,
});
