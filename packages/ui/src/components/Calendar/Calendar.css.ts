import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  color: vars.color.text,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const heading = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  width: 36,
  height: 28,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-selected]': { background: vars.color.accentSubtle, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderRadius: vars.radius.medium,
    },
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])[data-hovered]': {
      background: vars.color.accentSubtle,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      background: vars.color.critical,
      color: vars.color.textInverse,
    },
  },
});
export const today = style({ fontWeight: vars.font.weight.strong, textDecoration: 'underline' });
