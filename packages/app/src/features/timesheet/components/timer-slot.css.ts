import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';
import { PHONE_QUERY } from '../phone';

/** A phone's width: the running timer's bar takes two rows there (the day view's breakpoint). */
export const PHONE = `screen and ${PHONE_QUERY}`;

/**
 * The room of the running timer's bar: the shell keeps it while the bar's
 * code loads, and the bar is at least as tall, so the page below never
 * moves when it arrives. One row of small buttons; two rows on a phone.
 */
export const slot = style({
  minHeight: 37,
  background: vars.color.infoSubtle,
  borderBottom: `1px solid ${vars.color.info}`,
  '@media': { [PHONE]: { minHeight: 62 } },
});
