import { createVar, style } from '@vanilla-extract/css';

/** The narrowest a column may get before the grid moves it to the next line. */
export const minColumnWidth = createVar();

export const columns = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${minColumnWidth}, 1fr))`,
  minWidth: 0,
  margin: 0,
  padding: 0,
});
