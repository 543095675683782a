import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { insetFocusRing } from '../../private/focus.css';

/**
 * The columns scroll sideways inside the board. Positioned, so the columns' visually hidden
 * texts are clipped by it too instead of widening the page; the scrollbar is styled, which
 * keeps it shown (also where the platform would hide an overlay scrollbar until one scrolls),
 * so the columns beyond the edge are seen to be there.
 */
export const board = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  overflowX: 'auto',
  paddingBottom: vars.space.small,
});

globalStyle(`${board}::-webkit-scrollbar`, { height: 12 });
globalStyle(`${board}::-webkit-scrollbar-track`, {
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.full,
});
globalStyle(`${board}::-webkit-scrollbar-thumb`, {
  background: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surfaceMuted}`,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  maxHeight: '100%',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const count = style({
  minWidth: 20,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

/** What every column's list of cards shares: scrolling, and the rings of a drop target and of focus. */
const cardList = style({
  minHeight: 64,
  overflowY: 'auto',
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: {
    '&[data-drop-target]': {
      outline: `2px solid ${vars.color.accent}`,
      outlineOffset: -2,
      background: vars.color.accentSubtle,
    },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const list = style([
  cardList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.small,
  },
]);

/** A virtualised column: the layout places the cards (gap and padding included). */
export const virtualList = style([cardList, { display: 'block' }]);

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-movable]': { cursor: 'grab' },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-selected]': { borderColor: vars.color.accent },
  },
});

export const cardBody = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
  },
});

export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      height: 2,
      margin: `-${vars.space.xsmall} 0`,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
});

/** In a virtualised column the layout sizes and places the indicator. */
export const virtualDropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
});

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});
