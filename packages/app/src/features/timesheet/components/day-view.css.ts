import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The day view: one column, as wide as the phone. */
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Previous day, the day's name, next day: one row that never wraps. */
export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
});

/** The week's seven days as equal buttons (the phone's width shared out, never wider). */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stripDay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: '100%',
  minHeight: 56,
  padding: `${vars.space.xsmall} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    // The shown day: a thicker accent border and bold type, not its colour alone.
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      fontWeight: vars.font.weight.strong,
    },
  },
});

/** Today's date in the strip: underlined (and named "today" for assistive technology). */
export const today = style({ textDecoration: 'underline', textUnderlineOffset: 2 });

/** The day's and the week's totals side by side. */
export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const total = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xsmall });

export const totalTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const totalValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInlineEnd: vars.space.small,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** An entry as one button (the sheet opens on it): what it is on, its note, its time. */
export const entryButton = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  flex: 1,
  minWidth: 0,
  minHeight: 56,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const entryText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const entryName = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const entryMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const entryMinutes = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
});
