import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The project overview's contact list: one contact a row, its links below its name. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const name = style({ fontWeight: vars.font.weight.medium });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.medium}`,
  fontSize: vars.font.size.small,
});

/** The role suggestions under the role field. */
export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
