import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});
