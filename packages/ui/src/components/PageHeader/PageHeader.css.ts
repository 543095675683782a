import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBottom: vars.space.large,
});
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});
export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ color: vars.color.textMuted });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  // On a phone the actions go under the title, no wider than the page: a long note wraps.
  maxWidth: '100%',
});
