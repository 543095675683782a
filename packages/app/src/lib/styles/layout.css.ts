import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/**
 * Styles every feature's pages share, defined once so the page rhythm looks
 * the same everywhere; the feature style modules re-export them. (Alerts are
 * `@keel/ui`'s Callout.)
 */

/**
 * Body of a page below the shell's top bar: sections one under another; on a
 * phone (below 600 px) with narrower margins, so the content keeps the width.
 */
export const page = style({
  padding: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    'screen and (max-width: 599.98px)': { padding: `${vars.space.large} ${vars.space.large}` },
  },
});

/** Takes the room left in a flex row (e.g. an alert's text beside its button). */
export const grow = style({ flex: 1, minWidth: 0 });

/** Secondary text: notes, captions, figures' terms. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

/** A project tab's body below the project header: sections one under another. */
export const tabBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.medium,
  minWidth: 0,
});
