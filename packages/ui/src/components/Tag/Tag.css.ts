import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: 240,
  height: 24,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered][data-allows-removing]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accent,
    },
    '&[data-disabled]': { opacity: 0.55 },
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxsmall },
  },
});

export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const empty = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
