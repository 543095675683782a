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

/** The raised surface that floats over the page: popovers, menus, the @mention list. */
export const raisedSurface = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
} as const;

/** A button drawn as its icon alone: no border or fill, muted until hovered. */
export const bareButton = {
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
} as const;
