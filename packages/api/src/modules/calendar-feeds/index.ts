/**
 * The calendar feeds module's front door (README.md): a user's private
 * iCalendar feed. Reached through its routes only; nothing here is called by
 * another module.
 */
export { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from './calendar-feeds.service';
