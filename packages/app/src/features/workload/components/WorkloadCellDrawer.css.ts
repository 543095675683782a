import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const summary = style({ margin: 0, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const heading = style({ margin: 0, fontSize: vars.font.size.medium });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const item = style({
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/** As the task drawer's body: the content clear of the drawer's edges. */
export const body = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });
