import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

/** A read-only entry's fields: term and value side by side. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

globalStyle(`${facts} dd`, { margin: 0 });
