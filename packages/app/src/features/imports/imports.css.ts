import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The mapping's fields and the value maps: as many columns as fit. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** A step's region, focused when the step before it is done. */
export const step = style({
  borderRadius: vars.radius.medium,
});

/** The field a column feeds, under the column's header in the preview. */
export const mappedTo = style({
  display: 'block',
  fontWeight: 'normal',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
