import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** The list scrolls inside the dialog once it is long. */
export const scroll = style({ maxHeight: 420, overflowY: 'auto' });

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  flexShrink: 0,
  background: 'transparent',
  selectors: { '&[data-unread]': { background: vars.color.accent } },
});
