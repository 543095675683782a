import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'auto repeat(5, minmax(48px, 72px))',
  gap: vars.space.xxsmall,
  alignItems: 'stretch',
  width: 'max-content',
  maxWidth: '100%',
});

/** Rows and the header row take part in the parent grid's tracks. */
export const row = style({ display: 'contents' });

export const header = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxsmall,
  whiteSpace: 'nowrap',
});

export const rowHeader = style([header, { justifyContent: 'flex-end' }]);

export const cell = style({
  position: 'relative',
  minHeight: 48,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-selected="true"]': {
      boxShadow: `inset 0 0 0 3px ${vars.color.text}`,
    },
  },
});

export const band = styleVariants({
  low: { background: vars.color.positiveSubtle },
  moderate: { background: vars.color.cautionSubtle },
  high: { background: `color-mix(in srgb, ${vars.color.caution} 35%, ${vars.color.surface})` },
  critical: { background: vars.color.criticalSubtle, borderColor: vars.color.critical },
});

/** The band's initial in the corner: the band is never told by colour alone. */
export const bandMark = style({
  position: 'absolute',
  top: 2,
  left: 4,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const empty = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
