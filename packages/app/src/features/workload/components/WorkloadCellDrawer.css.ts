import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** A task of the cell: a bordered tile in the list. */
export const item = style({
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/** As the task drawer's body: the content clear of the drawer's edges. */
export const body = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });
