import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});

export const title = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const plot = style({ position: 'relative' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: vars.radius.small,
});

export const tooltip = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});

export const tooltipLabel = style({ fontWeight: vars.font.weight.strong });

export const heatmap = style({
  borderCollapse: 'separate',
  borderSpacing: 2,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const heatmapCaption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.small,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const heatmapColumnHeader = style({
  padding: `0 ${vars.space.xxsmall} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

export const heatmapRowHeader = style({
  paddingRight: vars.space.small,
  color: vars.color.text,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const heatmapCell = style({
  padding: 0,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const heatmapScale = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
});
