import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, insetFocusRing } from './focus.css';
import { bareButton, raisedSurface } from './surface.css';
import { singleLine } from './text.css';

/** The raised surface of popovers, menus and list dropdowns. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  ...raisedSurface,
  outline: 'none',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

export const listBox = style({
  maxHeight: 300,
  overflowY: 'auto',
  padding: vars.space.xsmall,
  outline: 'none',
  boxSizing: 'border-box',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  outline: 'none',
  boxSizing: 'border-box',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const optionLabel = style({
  ...singleLine,
});

export const optionDescription = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  ...singleLine,
});

export const check = style({
  flexShrink: 0,
  width: 16,
  color: vars.color.accent,
});

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.medium,
});

export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({
  flex: 1,
  minWidth: 0,
  ...singleLine,
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  ...bareButton,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
