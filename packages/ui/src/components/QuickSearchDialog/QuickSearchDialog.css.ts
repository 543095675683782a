import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: '12vh',
  background: vars.color.backdrop,
});

export const modal = style({
  width: 'min(640px, calc(100vw - 32px))',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  outline: 'none',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  height: 40,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.large,
  outline: 'none',
});

export const types = style({
  display: 'flex',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const typeOption = style({
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const results = style({
  maxHeight: 360,
  margin: 0,
  padding: vars.space.xsmall,
  overflowY: 'auto',
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSubtle },
  },
});

export const optionIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const alternate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const mark = style({
  borderRadius: 2,
  background: vars.color.highlight,
  color: vars.color.text,
});

export const status = style({
  padding: `${vars.space.large} ${vars.space.large}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
