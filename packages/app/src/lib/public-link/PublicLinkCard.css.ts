import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { muted } from '../styles/layout.css';

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});
