import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { grow } from '../../lib/styles/layout.css';

/** Row height of the Gantt (the virtualizer's row size). */
export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 32;
export const LABEL_WIDTH = 260;

export const page = style({});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  height: '70vh',
  minHeight: 320,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  contain: 'strict',
  '@media': { print: { height: 'auto', overflow: 'visible', contain: 'none', border: 'none' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  display: 'flex',
  height: HEADER_HEIGHT,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 4,
  flex: `0 0 ${LABEL_WIDTH}px`,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.medium,
});

export const axis = style({ position: 'relative', flex: '0 0 auto' });

export const tick = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  paddingInlineStart: 4,
  borderLeft: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  lineHeight: `${HEADER_HEIGHT}px`,
});

export const row = style({
  position: 'absolute',
  left: 0,
  display: 'flex',
  height: ROW_HEIGHT,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-selected]': { background: vars.color.accentSubtle } },
});

export const label = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  flex: `0 0 ${LABEL_WIDTH}px`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  overflow: 'hidden',
  paddingInlineEnd: vars.space.xsmall,
  background: 'inherit',
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

export const labelText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const lane = style({ position: 'relative', flex: '0 0 auto' });

export const bar = style({
  position: 'absolute',
  top: 7,
  height: ROW_HEIGHT - 18,
  display: 'flex',
  alignItems: 'stretch',
  touchAction: 'none',
});

export const barButton = style({
  flex: 1,
  minWidth: 6,
  padding: 0,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  background: vars.color.accentSubtle,
  cursor: 'grab',
  position: 'relative',
  // A bar focused by keyboard scrolls clear of the sticky header and task names.
  scrollMarginTop: HEADER_HEIGHT,
  scrollMarginLeft: LABEL_WIDTH,
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.text}`, outlineOffset: 1 },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** Critical tasks: a diagonal hatch and a heavier edge, besides the "Critical" label. */
export const critical = style({
  borderColor: vars.color.critical,
  borderWidth: 2,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 4px, ${vars.color.criticalSubtle} 4px 8px)`,
});

export const progress = style({
  position: 'absolute',
  inset: 0,
  right: 'auto',
  background: vars.color.accent,
  opacity: 0.35,
});

export const resizeHandle = style({
  position: 'absolute',
  right: -3,
  top: 0,
  bottom: 0,
  width: 7,
  cursor: 'ew-resize',
  touchAction: 'none',
});

export const linkHandle = style({
  position: 'absolute',
  right: -16,
  top: '50%',
  width: 10,
  height: 10,
  marginTop: -5,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surface,
  cursor: 'crosshair',
  touchAction: 'none',
  opacity: 0,
  selectors: { [`${bar}:hover &, ${bar}:focus-within &`]: { opacity: 1 } },
  '@media': { print: { display: 'none' } },
});

export const baselineBar = style({
  position: 'absolute',
  bottom: 2,
  height: 4,
  borderRadius: 2,
  background: vars.color.textMuted,
  opacity: 0.6,
});

export const rowNote = style({
  position: 'absolute',
  top: 0,
  lineHeight: `${ROW_HEIGHT}px`,
  paddingInlineStart: 22,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const late = style({ color: vars.color.critical, fontWeight: vars.font.weight.medium });

export const diamond = style({
  position: 'absolute',
  top: ROW_HEIGHT / 2 - 7,
  width: 12,
  height: 12,
  marginLeft: -6,
  transform: 'rotate(45deg)',
  background: vars.color.info,
  border: `1px solid ${vars.color.text}`,
});

export const today = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 0,
  borderLeft: `2px dashed ${vars.color.critical}`,
  zIndex: 1,
  pointerEvents: 'none',
});

export const todayLabel = style({
  position: 'sticky',
  top: 0,
  marginLeft: 2,
  paddingInline: 2,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textInverse,
  background: vars.color.critical,
});

export const arrows = style({
  position: 'absolute',
  top: 0,
  pointerEvents: 'none',
  overflow: 'visible',
});

export const arrow = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.25 });

/** A broken constraint: red and dashed (the text below the chart names it). */
export const arrowBroken = style({
  stroke: vars.color.critical,
  strokeWidth: 2,
  strokeDasharray: '4 3',
});

export const arrowHead = style({ fill: vars.color.textMuted });
export const arrowHeadBroken = style({ fill: vars.color.critical });

export const treeIndent = style({ flex: '0 0 auto' });

/** A locked start: a shift of its predecessors stops at it. */
export const fixedTag = style({
  flex: '0 0 auto',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const criticalTag = style({
  flex: '0 0 auto',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.color.critical,
});

// Print: A3 landscape for this page only (a named page), the app's chrome hidden.
globalStyle('@page gantt', { size: 'A3 landscape', margin: '10mm' } as Record<string, string>);
globalStyle(`body:has(${page}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${page}, ${page} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(page, {
  '@media': { print: { position: 'absolute', top: 0, left: 0, width: '100%', page: 'gantt' } },
});
globalStyle(`${page} [data-print-hide]`, { '@media': { print: { display: 'none' } } });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});
