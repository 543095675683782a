import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../styles/layout.css';

export const linkBox = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.small,
  wordBreak: 'break-all',
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
