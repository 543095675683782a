import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    '[data-orientation=horizontal] > &': { flexDirection: 'row', gap: vars.space.large },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const circle = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  marginTop: 2,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: 5 },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});
