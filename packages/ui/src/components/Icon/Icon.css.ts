import { style, styleVariants } from '@vanilla-extract/css';

const base = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

export const icon = styleVariants({
  small: [base, { width: 14, height: 14 }],
  medium: [base, { width: 16, height: 16 }],
  large: [base, { width: 20, height: 20 }],
});
