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

export const muted = style({ color: vars.color.textMuted });

export const small = style({ fontSize: vars.font.size.small });

export const severity = style({ fontVariantNumeric: 'tabular-nums' });

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const fieldName = style({ color: vars.color.textMuted });
export const fieldValue = style({ margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const comment = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.small,
});

export const meta = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const sectionTitle = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  margin: 0,
});

export const filterNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const drawerBody = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });
