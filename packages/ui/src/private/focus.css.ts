import { vars } from '../theme/contract.css';

/** The shared focus ring for react-aria components, applied under `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
} as const;

/** The focus ring drawn inside the element: rows, cells, lists and panels that fill their box. */
export const insetFocusRing = { ...focusRing, outlineOffset: -2 } as const;
