import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  marginTop: 2,
  borderRadius: vars.radius.small,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.accentText,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
