import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Shared, theme-independent tokens: 4 px grid, 8 px radius, type scale, layers, motion. */
const base = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: { small: '4px', medium: '8px', large: '12px', full: '9999px' },
  font: {
    family:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    size: {
      xsmall: '11px',
      small: '12px',
      medium: '14px',
      large: '16px',
      xlarge: '20px',
      xxlarge: '24px',
    },
    weight: { regular: '400', medium: '500', strong: '600' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  zIndex: {
    base: '0',
    sticky: '10',
    rail: '100',
    drawer: '200',
    popover: '300',
    modal: '400',
    snackbar: '500',
    tooltip: '600',
  },
  motion: { fast: '100ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

/** Light theme; text colours keep >= 4.5:1 contrast on their surfaces. */
export const lightTheme = createTheme(vars, {
  ...base,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    surfaceRaised: '#ffffff',
    rail: '#1d2330',
    railText: '#e8ebf0',
    text: '#1b1f27',
    textMuted: '#5a6272',
    textInverse: '#ffffff',
    border: '#d9dde3',
    borderStrong: '#8a93a3',
    accent: '#2f5bd3',
    accentHover: '#2449b0',
    accentText: '#ffffff',
    accentSubtle: '#e6ecfb',
    focusRing: '#2f5bd3',
    critical: '#b42318',
    criticalSubtle: '#fde8e6',
    caution: '#8a5a00',
    cautionSubtle: '#fdf1d8',
    positive: '#17753a',
    positiveSubtle: '#e3f4e8',
    info: '#1f5fa8',
    infoSubtle: '#e4eefa',
    neutral: '#5a6272',
    ragRed: '#d92d20',
    ragAmber: '#f79009',
    ragGreen: '#16a34a',
    ragGrey: '#98a2b3',
    backdrop: 'rgba(16, 20, 28, 0.45)',
    highlight: '#fff3bf',
  },
  shadow: {
    small: '0 1px 2px rgba(16, 20, 28, 0.08)',
    medium: '0 4px 12px rgba(16, 20, 28, 0.12)',
    large: '0 12px 32px rgba(16, 20, 28, 0.18)',
  },
});

/** Dark theme. */
export const darkTheme = createTheme(vars, {
  ...base,
  color: {
    background: '#12151b',
    surface: '#1a1e26',
    surfaceMuted: '#232834',
    surfaceRaised: '#222733',
    rail: '#0c0f14',
    railText: '#e8ebf0',
    text: '#e8ebf0',
    textMuted: '#a3abba',
    textInverse: '#12151b',
    border: '#323846',
    borderStrong: '#6b7486',
    accent: '#7c9cf5',
    accentHover: '#9bb3f7',
    accentText: '#0d1222',
    accentSubtle: '#23305a',
    focusRing: '#9bb3f7',
    critical: '#ff8a80',
    criticalSubtle: '#3d1f1d',
    caution: '#f5c451',
    cautionSubtle: '#3a2f14',
    positive: '#6fd08f',
    positiveSubtle: '#173323',
    info: '#82b4f0',
    infoSubtle: '#1a2b40',
    neutral: '#a3abba',
    ragRed: '#f97066',
    ragAmber: '#fdb022',
    ragGreen: '#4ade80',
    ragGrey: '#98a2b3',
    backdrop: 'rgba(0, 0, 0, 0.6)',
    highlight: '#5c4a00',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    large: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themeClassNames;
