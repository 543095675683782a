import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * The styles Stack and Inline share. Only layout primitives take spacing
 * knobs (STYLE.md, Braid), and only from the theme's space scale.
 */

export type Space = keyof typeof vars.space;

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const flex = style({ display: 'flex', minWidth: 0, margin: 0, padding: 0 });

/** A list rendered as a Stack or Inline keeps its semantics but not its bullets. */
export const reset = style({ listStyle: 'none' });

export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justifyContent = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});
