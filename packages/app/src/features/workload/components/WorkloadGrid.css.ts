import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 2,
  minWidth: '100%',
  fontSize: vars.font.size.small,
});

export const columnHeader = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  minWidth: 72,
});

export const cornerHeader = style([columnHeader, { textAlign: 'left', minWidth: 180 }]);

/** The person or team: stays in view while the weeks scroll. */
export const rowHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
  maxWidth: 260,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const rowHeaderKind = styleVariants({
  team: { fontWeight: vars.font.weight.strong, paddingLeft: vars.space.xsmall },
  user: { paddingLeft: vars.space.large },
  unassigned: { fontStyle: 'italic', paddingLeft: vars.space.xsmall },
  total: { fontWeight: vars.font.weight.strong, paddingLeft: vars.space.xsmall },
});

export const rowNote = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.85em' });

export const cell = style({
  position: 'relative',
  minWidth: 72,
  height: 48,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
  color: vars.color.text,
  outline: 'none',
  lineHeight: 1.2,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const opens = style({ cursor: 'pointer' });

/** Sums (team subtotal, total): a heavier line so they read apart from people. */
export const sum = style({ borderStyle: 'dashed' });

export const band = styleVariants({
  none: { background: vars.color.surface, color: vars.color.textMuted },
  free: { background: vars.color.infoSubtle },
  ok: { background: vars.color.positiveSubtle },
  busy: { background: vars.color.cautionSubtle },
  over: { background: vars.color.criticalSubtle, borderColor: vars.color.critical },
  unassigned: { background: vars.color.surfaceMuted },
});

export const percent = style({ display: 'block', fontWeight: vars.font.weight.strong });
export const hours = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.85em' });

/** "Over" / "Free": the band in words, never by colour alone. */
export const marker = style({
  display: 'block',
  fontSize: '0.8em',
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 20,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: '0.75em',
  fontWeight: vars.font.weight.strong,
});
