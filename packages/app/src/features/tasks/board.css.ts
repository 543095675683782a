import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** Cards have one height (the board places them without measuring): the name takes two lines at most. */
export const CARD_HEIGHT = 84;

export const cardName = style({
  fontWeight: vars.font.weight.strong,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** Assignee, due date, estimate and labels on one line under the name (the rest is clipped). */
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** An overdue due date: the icon (named "Overdue") says it; the colour only repeats it. */
export const overdue = style([
  metaItem,
  { color: vars.color.critical, fontWeight: vars.font.weight.strong },
]);

export const label = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
