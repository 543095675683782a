import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.backdrop,
});

const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const modal = styleVariants({
  left: [
    panel,
    {
      left: 0,
      selectors: {
        '&[data-entering]': {
          animation: `${slideLeft} ${vars.motion.normal} ${vars.motion.easing}`,
        },
      },
    },
  ],
  right: [
    panel,
    {
      right: 0,
      selectors: {
        '&[data-entering]': {
          animation: `${slideRight} ${vars.motion.normal} ${vars.motion.easing}`,
        },
      },
    },
  ],
});

export const width = styleVariants({
  medium: { width: 'min(360px, 90vw)' },
  wide: { width: 'min(760px, 95vw)' },
  content: { width: 'max-content', maxWidth: '100vw' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const body = style({ flex: 1, overflowY: 'auto' });
