import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInlineEnd: 0 });

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const stepButton = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
