import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focus.css';

/**
 * Where the snackbars stack: above the bottom edge; on a phone (below 600 px) under the top
 * edge, clear of a bottom sheet's buttons and of the thumb.
 */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.xlarge,
  zIndex: vars.zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.small,
  pointerEvents: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': {
    'screen and (max-width: 599.98px)': {
      top: vars.space.small,
      bottom: 'auto',
      flexDirection: 'column',
    },
  },
});

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 280,
  maxWidth: 'min(560px, calc(100vw - 32px))',
  padding: vars.space.medium,
  paddingInlineStart: vars.space.large,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontSize: vars.font.size.medium,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = styleVariants({
  info: [toastBase, { background: vars.color.text, color: vars.color.background }],
  positive: [toastBase, { background: vars.color.positive, color: vars.color.textInverse }],
  critical: [toastBase, { background: vars.color.critical, color: vars.color.textInverse }],
});

export const content = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  // Error texts join several server messages with ";\n".
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const icon = style({ marginTop: 2 });

export const close = style({
  flexShrink: 0,
  minHeight: 24,
  paddingInline: vars.space.small,
  border: '1px solid currentColor',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255, 255, 255, 0.16)' },
    '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: 2 },
  },
});
