import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** Portfolio pages sit outside a project: the shared page rhythm. */
export { page } from '../../lib/styles/layout.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const grow = style({ flex: 1 });

export const small = style({ fontSize: vars.font.size.small });

export const comment = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.small,
});

export const filterNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const drawerBody = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });
