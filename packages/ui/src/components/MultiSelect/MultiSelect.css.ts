import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { singleLine } from '../../private/text.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  minWidth: 260,
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: vars.space.xsmall,
  marginBottom: 0,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  selectors: { '&[data-focus-within]': { borderColor: vars.color.focusRing } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: 30,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const maximum = style({
  margin: vars.space.xsmall,
  marginBottom: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.cautionSubtle,
  color: vars.color.caution,
  fontSize: vars.font.size.small,
});

export const summary = style({
  flex: 1,
  minWidth: 0,
  ...singleLine,
});

export const placeholder = style([summary, { color: vars.color.textMuted }]);

export const count = style({
  flexShrink: 0,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});
