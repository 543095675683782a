import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The bordered, rounded surface that tables, timelines and previews sit on. */
export const borderedSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
} as const;

/** A bordered surface that scrolls sideways instead of squeezing what it holds (GridTable, Timeline). */
export const sidewaysScroller = style({ ...borderedSurface, overflowX: 'auto' });
