/**
 * Durations as people type them into a timesheet cell: `1:30`, `1.5`
 * (or `1,5`), `90m`, `2h`, `1h30`, `1h 30m`. A bare number is hours, as in
 * most timesheets (`2` is two hours, `0.25` a quarter hour); `m` marks
 * minutes. The result is whole minutes (rounded); the API decides whether
 * the amount is allowed (more than 0, at most 24 h a day). Shared so the
 * week grid, the calendar and the task page read a cell the same way.
 */
export type ParsedDuration = { ok: true; minutes: number } | { ok: false; message: string };

const INVALID: ParsedDuration = {
  ok: false,
  message: 'Type a duration such as 1:30, 1.5 or 90m',
};

export function parseDuration(input: string): ParsedDuration {
  const text = input.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '') return INVALID;
  let match = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  if (match) return ok(Number(match[1]) * 60 + Number(match[2]));
  match = /^(\d+(?:[.,]\d+)?)h?$/.exec(text);
  if (match) return ok(Number((match[1] as string).replace(',', '.')) * 60);
  match = /^(\d+)(?:m|min)$/.exec(text);
  if (match) return ok(Number(match[1]));
  match = /^(\d+)h(\d+)(?:m|min)?$/.exec(text);
  if (match && Number(match[2]) < 60) return ok(Number(match[1]) * 60 + Number(match[2]));
  return INVALID;
}

function ok(minutes: number): ParsedDuration {
  return Number.isFinite(minutes) ? { ok: true, minutes: Math.round(minutes) } : INVALID;
}

/** Minutes as the grid shows and accepts them back: `90` -> `1:30`, `5` -> `0:05`. */
export function formatClockDuration(minutes: number): string {
  const whole = Math.round(minutes);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
