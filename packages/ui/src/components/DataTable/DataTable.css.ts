import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { insetFocusRing } from '../../private/focus.css';
import { borderedSurface } from '../../private/surface.css';
import { singleLine } from '../../private/text.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  ...borderedSurface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  overflow: 'hidden',
});

/** The table element is the scroll container; the virtualiser keeps the header sticky inside it. */
export const table = style({
  width: '100%',
  overflow: 'auto',
  outline: 'none',
  borderSpacing: 0,
  selectors: {
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const header = style({
  background: vars.color.surfaceMuted,
  zIndex: vars.zIndex.sticky,
});

/** What header and body cells share: one line filling the row's height, ruled below. */
const cellBox = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  // Every cell fills the row's height, so the row's bottom border is one line
  // whatever each cell holds (a badge is taller than a line of text).
  height: '100%',
  padding: `0 ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const column = style([
  cellBox,
  {
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.strong,
    textAlign: 'start',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
    },
  },
]);

export const columnEnd = style({ justifyContent: 'flex-end' });

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sortIndicator = style({
  display: 'inline-block',
  width: 12,
  textAlign: 'center',
  color: vars.color.text,
});

export const row = style({
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.accentSubtle },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const cell = style([cellBox, { overflow: 'hidden' }]);

export const cellEnd = style({ justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' });

/** Long text ends in an ellipsis; the full text is in the cell's title. */
export const cellText = style({
  ...singleLine,
  minWidth: 0,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  height: '100%',
  minHeight: 120,
  padding: vars.space.xlarge,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  padding: `0 ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const skeletonCell = style({ flex: 1, minWidth: 0 });

/** The row that ends a table whose next page is loading. */
export const loadMore = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.medium}`,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.large,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const pageSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const pageSizeSelect = style({
  height: 28,
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});

export const pageButtons = style({ display: 'inline-flex', gap: vars.space.xsmall });
