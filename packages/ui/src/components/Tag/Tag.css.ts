import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';
import { bareButton } from '../../private/surface.css';
import { singleLine } from '../../private/text.css';

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
  ...singleLine,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  ...bareButton,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { background: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const empty = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
