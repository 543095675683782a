import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.color.background,
});

export const card = style({
  width: '100%',
  maxWidth: 400,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

/** "Sign in with …": a link (a full page load to the API, never a client route) shaped as a button. */
export const ssoLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 40,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

/** The "Administrator sign-in" disclosure when password sign-in is off. */
export const disclosure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const disclosureSummary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});
