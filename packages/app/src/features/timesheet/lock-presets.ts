import { addDays } from '@keel/types';

/**
 * The last day of the month before `today` (`YYYY-MM-DD`, the workspace's
 * date as the locks answer gives it): the date of "Lock up to the end of
 * last month".
 */
export function endOfLastMonth(today: string): string {
  return addDays(`${today.slice(0, 7)}-01`, -1);
}
