import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../../../lib/styles/layout.css';

/** The period shown, on the line of the navigation buttons. */
export const period = style({
  margin: 0,
  paddingBottom: vars.space.xsmall,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  minWidth: '14ch',
});

/** Seven day columns (week) or seven day cells a row (month). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  overflowX: 'auto',
});

const dayBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const day = styleVariants({
  open: [dayBase],
  /* Days of the neighbouring months: their title names the month, and reads muted. */
  outside: [dayBase, { borderStyle: 'dotted' }],
  /* Read-only days: hatched as well as labelled (icon and text), never colour alone. */
  locked: [
    dayBase,
    {
      background: `repeating-linear-gradient(135deg, ${vars.color.surfaceMuted} 0 6px, ${vars.color.surface} 6px 12px)`,
      borderStyle: 'dashed',
    },
  ],
});

export const dropTarget = style({
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 1,
});

export const monthDay = style({ minHeight: 110 });

export const dayTitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

export const lockNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.text,
});

export const addButton = style({
  border: 'none',
  background: 'none',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  color: vars.color.accent,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.font.size.small,
  textAlign: 'left',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const block = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.small,
  background: vars.color.accentSubtle,
  borderLeft: `3px solid ${vars.color.accent}`,
  overflow: 'hidden',
  minWidth: 0,
});

export const blockLocked = style({
  background: vars.color.surfaceMuted,
  borderLeftColor: vars.color.borderStrong,
});

export const blockDragging = style({ opacity: 0.5 });

export const blockBody = style({ flex: 1, minHeight: 0, display: 'flex' });

export const blockButton = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'none',
  padding: `2px ${vars.space.xsmall}`,
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  alignItems: 'stretch',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

/** The bottom edge of a week block: drag it to change the minutes. */
export const resizeHandle = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: 6,
  cursor: 'ns-resize',
  touchAction: 'none',
  selectors: { '&:hover': { background: vars.color.accent } },
});
