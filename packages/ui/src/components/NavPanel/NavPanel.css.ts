import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { insetFocusRing } from '../../private/focus.css';
import { singleLine } from '../../private/text.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  height: '100%',
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  padding: `${vars.space.medium} ${vars.space.small}`,
});

export const title = style({
  margin: `0 ${vars.space.small} ${vars.space.small}`,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: { '& + &': { marginTop: vars.space.large } },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 28,
  padding: `0 ${vars.space.xsmall} 0 ${vars.space.small}`,
});

export const heading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/** The bare vertical list of navigation entries; NavRail uses it too. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const nested = style({ paddingLeft: vars.space.medium });

export const itemRow = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  borderRadius: vars.radius.medium,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
  minHeight: 32,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': insetFocusRing,
    '&[aria-current="page"]': {
      background: vars.color.accentSubtle,
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const linkLabel = style({
  ...singleLine,
});

export const groupButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: 32,
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const chevron = style({
  display: 'inline-flex',
  marginLeft: 'auto',
  color: vars.color.textMuted,
});

export const divider = style({
  height: 1,
  margin: `${vars.space.xsmall} ${vars.space.small}`,
  border: 'none',
  background: vars.color.border,
});
