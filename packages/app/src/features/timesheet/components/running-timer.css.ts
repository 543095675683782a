import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';
import { PHONE, slot } from './timer-slot.css';

/**
 * The strip above every signed-in page while a timer runs (beside the demo
 * banner): one row; on a phone two (what it runs on, then the time and the
 * buttons), so it never widens the page. At least as tall as the room the
 * shell keeps for it while its code loads (`timer-slot.css.ts`).
 */
export const bar = style([
  slot,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
    padding: `${vars.space.xsmall} ${vars.space.large}`,
    color: vars.color.text,
    fontSize: vars.font.size.small,
    '@media': {
      [PHONE]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"what what" "elapsed actions" "refusal refusal"',
        alignContent: 'center',
        padding: `${vars.space.xsmall} ${vars.space.medium}`,
      },
    },
  },
]);

export const what = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 12rem',
  '@media': {
    [PHONE]: { gridArea: 'what', alignItems: 'center', whiteSpace: 'nowrap', overflow: 'hidden' },
  },
});

/** The words and the icon before the target: never squeezed. */
export const label = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The target's name: cut with an ellipsis on a phone rather than wrapped. */
export const name = style({
  minWidth: 0,
  '@media': {
    [PHONE]: { overflow: 'hidden', textOverflow: 'ellipsis', flexShrink: 1 },
  },
});

/** The target's context gives way first (on a phone, all but entirely before the name). */
export const context = style({
  minWidth: 0,
  flexShrink: 4,
  '@media': { [PHONE]: { flexShrink: 1000 } },
});

/** The ticking figure: equal-width digits, so it does not jiggle. */
export const elapsed = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.medium,
  '@media': { [PHONE]: { gridArea: 'elapsed' } },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  '@media': { [PHONE]: { gridArea: 'actions' } },
});

export const refusal = style({
  flexBasis: '100%',
  '@media': { [PHONE]: { gridArea: 'refusal' } },
});
