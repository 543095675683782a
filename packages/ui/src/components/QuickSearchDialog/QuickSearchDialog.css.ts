import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { focusRing } from '../../private/focus.css';
import { borderedSurface } from '../../private/surface.css';
import { singleLine } from '../../private/text.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `0 ${vars.space.medium}`,
  ...borderedSurface,
  color: vars.color.textMuted,
  selectors: {
    '&:focus-within': focusRing,
  },
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

export const results = style({
  maxHeight: 360,
  margin: 0,
  padding: 0,
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
  ...singleLine,
  fontWeight: vars.font.weight.medium,
});

export const alternate = style({
  ...singleLine,
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
