import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow } from '../../lib/styles/layout.css';

export const userPicker = style({ minWidth: 240 });

/** The time-in-lieu balance beside the week's title. */
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

/** A read-only day: as tall as the inputs beside it. */
export const readOnlyValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  minHeight: 32,
});

export const cellNote = style({
  display: 'block',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const picker = style({ minWidth: 320, flex: '0 1 420px' });
