/*
 * The front door of the calendar feeds feature: what other features may use.
 * The profile page shows the user's feed with `CalendarFeedCard`.
 */
export { CalendarFeedCard } from './components/CalendarFeedCard';
