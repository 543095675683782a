import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../../lib/styles/layout.css';

/** A group of checkboxes under its legend, without the browser's frame. */
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
