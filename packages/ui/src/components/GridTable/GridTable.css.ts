import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({});

/** A focusable cell: the focus ring is 3 px wide, so it shows without its colour. */
globalStyle(`${grid} [role=gridcell][tabindex]`, { cursor: 'cell' });
globalStyle(`${grid} [role=gridcell]:focus`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: -3,
});
globalStyle(`${grid} [data-invalid]`, { boxShadow: `inset 0 0 0 2px ${vars.color.critical}` });

/** The editor of the cell being edited fills it. */
globalStyle(`${grid} td > input, ${grid} td > select`, {
  width: '100%',
  minWidth: 80,
  font: 'inherit',
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});

export const error = style({
  display: 'block',
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  whiteSpace: 'normal',
});
