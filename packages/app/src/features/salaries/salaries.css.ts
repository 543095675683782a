import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const heading = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  margin: 0,
});
