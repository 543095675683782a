import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** A strip above the page while the demo workspace's published accounts exist. */
export const banner = style({
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  background: vars.color.cautionSubtle,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.caution}`,
  fontSize: vars.font.size.small,
});
