import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export {
  eyebrow,
  code,
  sheetTitle,
  footer,
  notice,
  plainButton,
  plainLink,
  screenOnly,
} from '../../lib/styles/public-sheet.css';
import { table } from '../../lib/styles/figure-table.css';

export { table, tableWrap, number } from '../../lib/styles/figure-table.css';
export { page, grow, muted, tabBody } from '../../lib/styles/layout.css';

/** Key facts of a contract: period, currency, caps. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
});
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium });

/** The meters, then their warnings (a column, as Stack's medium gap). */
export const capMeters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** The two cap meters side by side while there is room. */
export const meters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.large,
});
export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const meterFigure = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

/** A warning's icon and sentence on one line. */
export const warning = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

// ------------------------------------------------------------ public pages

/** The client-facing page: a centred sheet, A4-wide when printed. */
export const sheet = style({
  maxWidth: 1040,
  width: '100%',
  minHeight: '100vh',
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  '@media': {
    print: { maxWidth: 'none', minHeight: 'auto', padding: 0, gap: vars.space.large },
  },
});

export const sheetHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.large,
  paddingBottom: vars.space.large,
  borderBottom: `2px solid ${vars.color.accent}`,
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  breakInside: 'avoid',
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${table} thead`, { '@media': { print: { display: 'table-header-group' } } });

/*
 * The cap bar: a track with the share used and a mark at 80 % (the warning
 * threshold). Its colour follows the level, which the warning below also
 * says in words. Colours print (print-color-adjust), so paper shows the bars.
 */
export const barHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});
export const barTrack = style({
  position: 'relative',
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
const barFillBase = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
export const barFill = {
  within: style([barFillBase, { background: vars.color.accent }]),
  near: style([barFillBase, { background: vars.color.caution }]),
  reached: style([barFillBase, { background: vars.color.critical }]),
};
export const barMark = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: '80%',
  width: 2,
  background: vars.color.borderStrong,
});
