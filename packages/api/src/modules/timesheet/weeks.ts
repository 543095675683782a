/** Weeks run Monday to Sunday (ISO 8601); a week is named by its Monday. */

/** The Monday of the week `date` (`YYYY-MM-DD`) falls in. */
export function mondayOf(date: string): string {
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  const day = new Date(ms).getUTCDay(); // 0 = Sunday
  const back = (day + 6) % 7;
  return new Date(ms - back * 86_400_000).toISOString().slice(0, 10);
}
