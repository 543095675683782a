import { vars } from '../theme/contract.css';

/** The shared focus ring for react-aria components, applied under `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
} as const;
