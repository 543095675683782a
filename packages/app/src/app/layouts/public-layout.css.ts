import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The routed view alone, on the page's surface (paper when printed). */
export const main = style({
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  '@media': { print: { minHeight: 'auto', background: 'none' } },
});

/** Hidden until focused: the first stop of the keyboard (as in the shell). */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: -48,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: { '&:focus': { top: vars.space.small } },
  '@media': { print: { display: 'none' } },
});

/** The words shown while the page's code loads (the first paint of a client's link). */
export const loading = style({
  margin: 0,
  padding: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});
