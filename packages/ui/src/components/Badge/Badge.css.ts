import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tone';

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

/** `weight="regular"`: the tone's text on its subtle background. */
export const regular = styleVariants({
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.text }],
  info: [base, { background: vars.color.infoSubtle, color: vars.color.info }],
  positive: [base, { background: vars.color.positiveSubtle, color: vars.color.positive }],
  caution: [base, { background: vars.color.cautionSubtle, color: vars.color.caution }],
  critical: [base, { background: vars.color.criticalSubtle, color: vars.color.critical }],
} satisfies Record<Tone, unknown>);

/** `weight="strong"`: a solid fill for what needs attention (e.g. an unread count). */
export const strong = styleVariants({
  neutral: [base, { background: vars.color.text, color: vars.color.background }],
  info: [base, { background: vars.color.info, color: vars.color.textInverse }],
  positive: [base, { background: vars.color.positive, color: vars.color.textInverse }],
  caution: [base, { background: vars.color.caution, color: vars.color.textInverse }],
  critical: [base, { background: vars.color.critical, color: vars.color.textInverse }],
} satisfies Record<Tone, unknown>);
