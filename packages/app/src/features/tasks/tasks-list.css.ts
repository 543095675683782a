import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../../lib/styles/layout.css';

/** A task list inside the project's Tasks tab (the project header is above it). */
export const tabList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

/** Filters, grouping and search side by side, wrapping on narrow screens. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const quickAdd = style({ maxWidth: 480 });

/** The bar of actions on the selected tasks. */
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** A subtask sits one step in from its parent. */
export const nested = style({ paddingInlineStart: vars.space.large });

export const nameText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const groupHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weight.strong,
  minWidth: 0,
});

export const overdue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.critical,
  fontWeight: vars.font.weight.strong,
});

export const editForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 240,
});

export const editActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.textMuted,
});

/** Read by screen readers only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A group's count keeps its room; the title takes what is left. */
export const groupCount = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
});
