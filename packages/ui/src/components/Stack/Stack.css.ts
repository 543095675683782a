import { style } from '@vanilla-extract/css';

export const stack = style({ flexDirection: 'column' });
