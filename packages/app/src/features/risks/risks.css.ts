import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** Portfolio pages sit outside a project: the shared page rhythm. */
export { page, grow } from '../../lib/styles/layout.css';

export const filterNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const drawerBody = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });
