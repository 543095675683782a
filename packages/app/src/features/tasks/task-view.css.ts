import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page, grow } from '../../lib/styles/layout.css';

/** Main content beside the fields; one column in the drawer or when narrow. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const single = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
});

export const drawerBody = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });

export const breadcrumb = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const crumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xsmall } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} 0`,
  minHeight: 36,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-drop-target]': { boxShadow: `inset 0 2px 0 ${vars.color.accent}` },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const handle = style({
  cursor: 'grab',
  color: vars.color.textMuted,
  display: 'inline-flex',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const readOnly = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const readOnlyTerm = style({ color: vars.color.textMuted });

export const readOnlyValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

export const preview = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const change = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.small,
  alignItems: 'baseline',
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const strong = style({ fontWeight: vars.font.weight.medium });

/** The field controls: one column beside the page's content, several across the drawer. */
