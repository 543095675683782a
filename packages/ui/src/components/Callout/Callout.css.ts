import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tone';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: '1px solid transparent',
  // Server messages join several errors with ";\n".
  whiteSpace: 'pre-line',
});

export const callout = styleVariants({
  neutral: [
    base,
    {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
  ],
  info: [base, { background: vars.color.infoSubtle, color: vars.color.text }],
  positive: [base, { background: vars.color.positiveSubtle, color: vars.color.text }],
  caution: [base, { background: vars.color.cautionSubtle, color: vars.color.text }],
  critical: [base, { background: vars.color.criticalSubtle, color: vars.color.critical }],
} satisfies Record<Tone, unknown>);

/** The message takes the room its action leaves. */
export const message = style({ flex: '1 1 16rem', minWidth: 0, margin: 0 });

export const action = style({ flexShrink: 0 });
