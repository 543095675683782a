import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './focus.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.critical, marginInlineStart: 2 });

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.small,
  color: vars.color.critical,
});

/** The bordered box shared by text inputs, select triggers and date fields. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 36,
  width: '100%',
  paddingInline: vars.space.medium,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.medium,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible], &[data-focus-within], &[data-focused]': {
      ...focusRing,
      outlineOffset: 0,
      borderColor: vars.color.focusRing,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** A bare input inside a control (NumberField group, ComboBox, search). */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  height: 34,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

/** Wraps a text area so that an addon (a suggestion list) can be placed against it. */
export const anchor = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const textarea = style({
  paddingBlock: vars.space.small,
  minHeight: 80,
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.normal,
});
