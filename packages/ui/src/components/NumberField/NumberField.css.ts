import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareButton } from '../../private/surface.css';

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
  ...bareButton,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
