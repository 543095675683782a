import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: 140,
  padding: vars.space.xlarge,
  border: `1.5px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSubtle,
      color: vars.color.text,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&[data-disabled]': { borderColor: vars.color.border, background: vars.color.surfaceMuted },
  },
});

export const zoneInvalid = style({ borderColor: vars.color.critical });

export const label = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const hint = style({ fontSize: vars.font.size.small });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
});
