import { style } from '@vanilla-extract/css';

export const inline = style({ flexDirection: 'row' });

export const wrap = style({ flexWrap: 'wrap' });

export const nowrap = style({ flexWrap: 'nowrap' });
