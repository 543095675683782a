import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow, muted, tabBody } from '../../lib/styles/layout.css';

/** The project context: header, tabs, then the tab's page. */
export const projectPage = style({
  padding: `${vars.space.large} ${vars.space.xxlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const headerMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const code = style({ fontFamily: vars.font.familyMono });

export const fieldsRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** Definition list of key facts (dates, manager, billing). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const factValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Badges side by side in a table cell (rows have a fixed height: never wrap). */
export const badges = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
});

export const ragTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.small,
});

export const ragCell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
