import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** Assignee, due date, estimate and labels on one line under the name (the rest is clipped). */
export const cardMeta = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  marginTop: vars.space.xsmall,
});
