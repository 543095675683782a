import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The board page: a one-line summary above the columns, which scroll sideways. */
export const boardPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const cardName = style({
  fontWeight: vars.font.weight.strong,
  lineHeight: 1.35,
});

/** Assignee, due date, estimate and labels under the name, wrapping on narrow cards. */
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
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

/** An overdue due date: the word and the icon say it; the colour only repeats it. */
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
