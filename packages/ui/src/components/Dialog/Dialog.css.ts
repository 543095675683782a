import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.backdrop,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.motion.normal}` } },
});

const modalBase = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'calc(100vh - 32px)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const modal = styleVariants({
  small: [modalBase, { maxWidth: 400 }],
  medium: [modalBase, { maxWidth: 560 }],
  large: [modalBase, { maxWidth: 800 }],
});

/** The backdrop of a bottom sheet: the sheet sits on its bottom edge. */
export const sheetOverlay = style([
  overlay,
  { alignItems: 'flex-end', padding: `${vars.space.xlarge} 0 0` },
]);

/** A bottom sheet: square bottom corners on the screen's edge, clear of a phone's home bar. */
export const sheet = style({
  maxHeight: 'calc(100dvh - 24px)',
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
  paddingBottom: 'env(safe-area-inset-bottom)',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const body = style({ padding: vars.space.xlarge, overflowY: 'auto', minHeight: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.color.border}`,
});
