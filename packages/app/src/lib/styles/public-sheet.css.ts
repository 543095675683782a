import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The public pages' (a shared report, a T&M sheet) heading, footer and plain controls: native elements, so the pages stay light. */

const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  letterSpacing: '0.02em',
});

export const code = style({ fontFamily: vars.font.familyMono });

export const sheetTitle = style({
  margin: `${vars.space.xsmall} 0`,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const footer = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.medium,
});

/** The invalid-link page: a calm message in the middle of the sheet. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
  minHeight: '50vh',
  justifyContent: 'center',
  color: vars.color.text,
});

export const plainButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:active': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusVisible,
  },
});

/** Buttons and other controls that mean nothing on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** A native link styled as @keel/ui's Link. */
/** The public pages' native link and button, styled as @keel/ui's Link and secondary Button. */
export const plainLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': focusVisible,
  },
});
