import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Dialogs breathe more than the side drawer. */
export const headerSpacing = styleVariants({
  medium: [header, { padding: `${vars.space.medium} ${vars.space.large}` }],
  large: [header, { padding: `${vars.space.large} ${vars.space.xlarge}` }],
});

export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });
