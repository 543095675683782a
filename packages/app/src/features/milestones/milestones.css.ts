import { style } from '@vanilla-extract/css';

export { grow } from '../../lib/styles/layout.css';

export const progressCell = style({ width: '100%', minWidth: 100 });

export const description = style({ whiteSpace: 'pre-wrap', margin: 0 });
