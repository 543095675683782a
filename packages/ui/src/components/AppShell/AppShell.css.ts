import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_WIDTH_PX } from '@keel/types';
import { vars } from '../../theme';

const small = `screen and (max-width: ${SMALL_SCREEN_MAX_WIDTH_PX}px)`;

export const shell = style({
  display: 'flex',
  height: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [small]: { flexDirection: 'column' } },
});

export const navigation = style({
  display: 'flex',
  height: '100%',
  '@media': { [small]: { display: 'none' } },
});

export const topBar = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.small,
  height: 48,
  padding: `0 ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [small]: { display: 'flex' } },
});

export const topBarTitle = style({ fontWeight: vars.font.weight.strong });

export const main = style({
  flex: 1,
  minWidth: 0,
  overflow: 'auto',
  outline: 'none',
});

export const printMain = style({ background: vars.color.surface, color: vars.color.text });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: -48,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: { '&:focus': { top: vars.space.small } },
});

/** Rail and panel side by side in the Drawer primitive's body. */
export const drawerContent = style({ display: 'flex', height: '100%' });
