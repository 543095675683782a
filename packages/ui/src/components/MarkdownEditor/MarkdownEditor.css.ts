import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
      borderRadius: vars.radius.small,
    },
  },
});

export const panel = style({
  paddingTop: vars.space.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
      borderRadius: vars.radius.small,
    },
  },
});

export const preview = style({
  minHeight: 96,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
