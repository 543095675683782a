import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 420,
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  flexShrink: 0,
  background: 'transparent',
  selectors: { '&[data-unread]': { background: vars.color.accent } },
});

export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
