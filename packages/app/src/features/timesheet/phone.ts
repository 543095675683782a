/**
 * A phone's width: below 600 px the timesheet shows one day at a time and the
 * running timer's bar takes two rows. One constant for the CSS media queries
 * and `matchMedia`.
 */
export const PHONE_QUERY = '(max-width: 599.98px)';
