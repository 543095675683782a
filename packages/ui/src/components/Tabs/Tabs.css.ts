import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, insetFocusRing } from '../../private/focus.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const list = style({
  display: 'flex',
  gap: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const tab = style({
  position: 'relative',
  paddingBlock: vars.space.small,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.text,
      boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { ...insetFocusRing, borderRadius: vars.radius.small },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
