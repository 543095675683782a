import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weight.strong,
});

export const columnList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const columnRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
