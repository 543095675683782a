import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Label and amount in two columns, at the right of the room. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
  maxWidth: 480,
  marginLeft: 'auto',
  fontVariantNumeric: 'tabular-nums',
});

export const term = style({ margin: 0 });
export const value = style({ margin: 0, textAlign: 'right' });

export const total = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: vars.space.xsmall,
});

export const screenOnly = style({ '@media': { print: { display: 'none' } } });
