import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../../lib/styles/layout.css';

/** One role of the profile form: its fields side by side, the remove button at the end. */
export const roleRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr)) auto',
  alignItems: 'end',
  gap: vars.space.medium,
});

/** The roles of the profile form: a group named by its legend, without a box. */
export const roles = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.font.weight.medium,
});
