import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const ROW_HEIGHT = 48;
const LABEL_WIDTH = 300;

/** The scrolling box of the bars: only the rows in view are in the page. */
export const viewport = style({
  maxHeight: 640,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `${LABEL_WIDTH}px minmax(480px, 1fr)`,
});

export const header = style([
  grid,
  {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    height: 32,
  },
]);

export const row = style([
  grid,
  {
    position: 'absolute',
    left: 0,
    width: '100%',
    height: ROW_HEIGHT,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:focus-within': { background: vars.color.accentSubtle } },
  },
]);

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 2,
  padding: `0 ${vars.space.small}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  borderRight: `1px solid ${vars.color.border}`,
});

export const track = style({ position: 'relative', overflow: 'hidden' });

export const column = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  paddingLeft: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  lineHeight: '32px',
  whiteSpace: 'nowrap',
});

export const bar = style({
  position: 'absolute',
  top: 14,
  height: 20,
  borderRadius: vars.radius.small,
  opacity: 0.85,
});

export const diamond = style({
  position: 'absolute',
  top: 17,
  width: 12,
  height: 12,
  marginLeft: -6,
  transform: 'rotate(45deg)',
  background: vars.color.text,
  border: `2px solid ${vars.color.text}`,
  selectors: {
    // The shape says the state too: hollow planned, filled reached, red missed.
    '&[data-status="planned"]': { background: vars.color.surface },
    '&[data-status="missed"]': {
      background: vars.color.ragRed,
      borderColor: vars.color.ragRed,
    },
  },
});

export const today = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 2,
  background: vars.color.accent,
});
