import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export { page } from '../../lib/styles/layout.css';

/** "What happened" and "Recommendation" inside a lesson card. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

/** Author and date under a lesson. */
export const meta = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
