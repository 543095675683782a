import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow } from '../../lib/styles/layout.css';

/** The toolbar above the grid: week navigation, user picker, balance. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});

export const weekTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const userPicker = style({ minWidth: 240 });

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const balanceLabel = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const balanceValue = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** Scrolls sideways on narrow screens instead of squeezing the days. */
export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

const cellBase = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

export const headCell = style({
  ...cellBase,
  textAlign: 'right',
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const lineHead = style({
  ...cellBase,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
  minWidth: 220,
});

export const lineName = style({
  display: 'block',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const lineContext = style({
  display: 'block',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const lineHeadInner = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const dayLock = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.regular,
});

export const cell = style({ ...cellBase, textAlign: 'right', minWidth: 84 });

/** A day that cannot be written: hatched, with a lock icon and text (never colour alone). */
export const lockedCell = style({
  ...cellBase,
  textAlign: 'right',
  minWidth: 84,
  background: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.surfaceMuted} 6px 12px)`,
  color: vars.color.textMuted,
});

export const readOnlyValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  minHeight: 32,
});

export const cellInput = style({
  width: '100%',
  minWidth: 64,
  boxSizing: 'border-box',
  height: 32,
  padding: `0 ${vars.space.xsmall}`,
  textAlign: 'right',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    '&[aria-busy="true"]': { opacity: 0.6, cursor: 'progress' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      borderWidth: 2,
    },
  },
});

export const cellError = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  maxWidth: 180,
  marginLeft: 'auto',
  fontSize: vars.font.size.xsmall,
  color: vars.color.critical,
  textAlign: 'left',
});

export const cellNote = style({
  display: 'block',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const totalCell = style({
  ...cellBase,
  textAlign: 'right',
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const footRow = style({ background: vars.color.surfaceMuted });

export const emptyRow = style({ padding: vars.space.large });

export const addLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});

export const picker = style({ minWidth: 320, flex: '0 1 420px' });
