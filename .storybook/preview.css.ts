import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme';

/** A fixed padding and minimum size so screenshots frame every story the same way. */
export const storyFrame = style({
  boxSizing: 'border-box',
  minHeight: '100vh',
  padding: 24,
  background: vars.color.background,
  color: vars.color.text,
});
