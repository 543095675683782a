import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** Page body of the app's own pages (placeholders and error pages). */
export const page = style({
  padding: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ color: vars.color.textMuted, maxWidth: 520 });
