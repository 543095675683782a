import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/*
 * Global styles: imported once by the app entry and by Storybook's preview.
 * They read the theme contract, so they follow whichever theme class is on <body>.
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.regular,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.familyMono });

/* One focus ring for everything that is not a react-aria component (those style [data-focus-visible]). */
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

globalStyle('::selection', { background: vars.color.accentSubtle });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
