import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The icon's colour on a ghost or secondary button; `neutral` keeps the text colour. */
export const tone = styleVariants({
  positive: { color: vars.color.positive },
  caution: { color: vars.color.caution },
  critical: { color: vars.color.critical },
  info: { color: vars.color.info },
  neutral: {},
});
