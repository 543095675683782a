import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

/** The page: a centred sheet on screen, the printable area of A4 on paper (a report is narrower). */
const sheetBase = style({
  width: '100%',
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
export const sheet = styleVariants({
  report: [sheetBase, { maxWidth: 960, '@media': { print: { fontSize: '10.5pt' } } }],
  contract: [sheetBase, { maxWidth: 1040, minHeight: '100vh' }],
});

/*
 * Print: an A4 page with margins; colours print (status dots and bars, whose
 * words say the same); a heading never ends a page; paragraphs keep 3 lines together.
 */
globalStyle('@page', { size: 'A4', margin: '16mm 14mm 18mm' } as Record<string, string>);
for (const variant of Object.values(sheet)) {
  globalStyle(`${variant} *`, {
    '@media': { print: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } },
  });
  globalStyle(`${variant} h2`, { breakAfter: 'avoid' });
  globalStyle(`${variant} p, ${variant} li`, { '@media': { print: { orphans: 3, widows: 3 } } });
}

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.large,
  paddingBottom: vars.space.large,
  borderBottom: `2px solid ${vars.color.accent}`,
  breakInside: 'avoid',
});

export const title = style({
  margin: `${vars.space.xsmall} 0`,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const code = style({ fontFamily: vars.font.familyMono });

/** A section: kept on one page when printed. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  breakInside: 'avoid',
});

export const footer = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.medium,
});

/** A notice instead of the document: a calm message in the middle of the sheet. */
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

/** Buttons and other controls that mean nothing on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** A native button with the look of the secondary Button. */
export const button = style({
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
    '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusVisible,
    // As the kit's Button when disabled.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
