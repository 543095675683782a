import { style } from '@vanilla-extract/css';

/** The words of an error page, in the middle of the page's body. */
export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  textAlign: 'center',
});
