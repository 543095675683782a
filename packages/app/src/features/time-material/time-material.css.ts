import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export {
  code,
  sheet,
  sheetHeader,
  section,
  sheetTitle,
  footer,
  notice,
  plainButton,
  plainLink,
  screenOnly,
} from '../../lib/styles/public-sheet.css';
export { tabBody } from '../../lib/styles/layout.css';

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
const barFillBase = style({ display: 'block', height: '100%', borderRadius: vars.radius.full });
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
