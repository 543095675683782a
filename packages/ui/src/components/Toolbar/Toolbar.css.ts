import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  selectors: { '&[data-orientation=vertical]': { flexDirection: 'column', alignItems: 'stretch' } },
});
export const separator = style({
  alignSelf: 'stretch',
  width: 1,
  margin: `0 ${vars.space.xsmall}`,
  background: vars.color.border,
});
