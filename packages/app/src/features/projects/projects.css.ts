import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow, tabBody } from '../../lib/styles/layout.css';

/** The project context: header, tabs, then the tab's page. */
export const projectPage = style({
  padding: `${vars.space.large} ${vars.space.xxlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const code = style({ fontFamily: vars.font.familyMono });
