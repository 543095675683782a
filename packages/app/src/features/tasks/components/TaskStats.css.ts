import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** A figure: its value above its term (the term comes first in the list's order). */
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
});
