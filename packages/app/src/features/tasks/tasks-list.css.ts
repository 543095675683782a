import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../../lib/styles/layout.css';

export const quickAdd = style({ maxWidth: 480 });

/** The bar of actions on the selected tasks. */
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

/** A subtask sits one step in from its parent. */
export const nested = style({ paddingInlineStart: vars.space.large });

/** The inline edit's form keeps room for its fields. */
export const editForm = style({ minWidth: 240 });

/** A group's count keeps its room; the title takes what is left. */
export const groupCount = style({ flexShrink: 0 });
