import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const prose = style({
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${prose} h1, ${prose} h2, ${prose} h3, ${prose} h4`, {
  margin: `${vars.space.large} 0 0`,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.strong,
});
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} h1`, { fontSize: vars.font.size.xxlarge });
globalStyle(`${prose} h2`, { fontSize: vars.font.size.xlarge });
globalStyle(`${prose} h3`, { fontSize: vars.font.size.large });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} pre, ${prose} blockquote`, {
  margin: `${vars.space.small} 0 0`,
});
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.xlarge });
globalStyle(`${prose} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${prose} code`, {
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontSize: '0.9em',
});
globalStyle(`${prose} pre`, {
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  overflowX: 'auto',
});
globalStyle(`${prose} pre code`, { padding: 0, background: 'transparent' });
globalStyle(`${prose} blockquote`, {
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse' });
globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${prose} img`, { maxWidth: '100%' });
globalStyle(`${prose} hr`, { border: 'none', borderTop: `1px solid ${vars.color.border}` });
