import { calendarFeedsEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export const calendarFeedKeys = {
  all: ['calendar-feed'] as const,
  mine: () => [...calendarFeedKeys.all, 'mine'] as const,
};

/** The signed-in user's calendar feed: whether there is one, made and last fetched when. */
export function calendarFeedQueryOptions() {
  return endpointQueryOptions(calendarFeedKeys.mine(), calendarFeedsEndpoints.get);
}
