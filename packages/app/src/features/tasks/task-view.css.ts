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

export const drawerBody = style({ padding: `0 ${vars.space.large} ${vars.space.large}` });

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
