import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { grow } from '../../lib/styles/layout.css';

export const post = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const postHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBottom: vars.space.xsmall,
});
