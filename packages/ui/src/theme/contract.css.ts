import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: semantic token names every component styles against.
 * Light and dark themes (themes.css.ts) fill it; nothing else hard-codes a colour.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Cards, panels, inputs. */
    surface: null,
    /** Hovered rows and subtle fills. */
    surfaceMuted: null,
    /** Overlays: popovers, dialogs, menus. */
    surfaceRaised: null,
    /** The icon rail. */
    rail: null,
    railText: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    /** The one accent colour. */
    accent: null,
    accentHover: null,
    accentText: null,
    accentSubtle: null,
    focusRing: null,
    critical: null,
    criticalSubtle: null,
    caution: null,
    cautionSubtle: null,
    positive: null,
    positiveSubtle: null,
    info: null,
    infoSubtle: null,
    neutral: null,
    ragRed: null,
    ragAmber: null,
    ragGreen: null,
    ragGrey: null,
    backdrop: null,
    highlight: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    family: null,
    familyMono: null,
    size: { xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null },
    weight: { regular: null, medium: null, strong: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  zIndex: {
    base: null,
    sticky: null,
    rail: null,
    drawer: null,
    popover: null,
    modal: null,
    snackbar: null,
    tooltip: null,
  },
  motion: {
    fast: null,
    normal: null,
    easing: null,
  },
});
