import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  paddingInline: vars.space.small,
  height: 20,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const badge = styleVariants({
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.text }],
  info: [base, { background: vars.color.infoSubtle, color: vars.color.info }],
  positive: [base, { background: vars.color.positiveSubtle, color: vars.color.positive }],
  caution: [base, { background: vars.color.cautionSubtle, color: vars.color.caution }],
  critical: [base, { background: vars.color.criticalSubtle, color: vars.color.critical }],
  accent: [base, { background: vars.color.accent, color: vars.color.accentText }],
});
