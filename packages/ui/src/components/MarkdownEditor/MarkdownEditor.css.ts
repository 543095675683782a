import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { borderedSurface, raisedSurface } from '../../private/surface.css';
import { singleLine } from '../../private/text.css';

export const preview = style({
  minHeight: 96,
  padding: vars.space.medium,
  ...borderedSurface,
});

/** The @mention list: under the text area, over what follows it. */
export const mentionList = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInlineStart: 0,
  minWidth: 240,
  maxWidth: '100%',
  maxHeight: 300,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  boxSizing: 'border-box',
  ...raisedSurface,
});

export const mentionOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 40,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.accentSubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const mentionName = style({
  ...singleLine,
});
