import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.tooltip,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': { animation: 'none' },
    '&[data-placement=top]': { marginBottom: vars.space.xsmall },
    '&[data-placement=bottom]': { marginTop: vars.space.xsmall },
    '&[data-placement=left]': { marginRight: vars.space.xsmall },
    '&[data-placement=right]': { marginLeft: vars.space.xsmall },
  },
});
