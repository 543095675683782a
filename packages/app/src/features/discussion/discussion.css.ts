import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { grow } from '../../lib/styles/layout.css';

export const threadList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const threadItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

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

export const author = style({ fontWeight: vars.font.weight.medium });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});
