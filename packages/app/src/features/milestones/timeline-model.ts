/**
 * The milestone timeline as numbers: the months it spans (equal columns, so a
 * reader compares months at a glance), where each milestone's marker sits
 * within its month, which lane it takes so close markers do not cover one
 * another, and where today is. Pure, so the drawing stays dumb and this is
 * what the tests check.
 */

/** One month column, `x` and `width` in px from the timeline's left edge. */
export interface TimelineMonth {
  /** `YYYY-MM`. */
  key: string;
  year: number;
  /** 1..12 */
  month: number;
  x: number;
  width: number;
}

export interface TimelineMarker<T> {
  item: T;
  /** Centre of the marker in px. */
  x: number;
  /** Row of the marker, from 0; markers closer than `minGap` go to different lanes. */
  lane: number;
}

export interface TimelineModel<T> {
  months: TimelineMonth[];
  markers: TimelineMarker<T>[];
  /** Where today's line is, in px. */
  todayX: number;
  /** Width of the whole timeline in px. */
  width: number;
  /** How many marker lanes are used (at least 1). */
  laneCount: number;
}

export interface TimelineOptions {
  /** Today as `YYYY-MM-DD`: always inside the span. */
  today: string;
  /** Width of a month column in px. @default 120 */
  monthWidth?: number;
  /** Markers whose centres are closer than this (px) take different lanes. @default 28 */
  minGap?: number;
  /**
   * Width of a drawn marker (px): one near either end is drawn pulled inside
   * the timeline, so its lane is chosen where it is drawn. @default 0
   */
  markerWidth?: number;
}

interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

function parseDay(date: string): YearMonthDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Months since year 0, so month arithmetic is integer arithmetic. */
const monthIndex = (d: { year: number; month: number }) => d.year * 12 + (d.month - 1);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The months from the earliest to the latest of the due dates and today, both
 * included; a marker sits at (day - 0.5) / days of its month, so the 1st and
 * the last day stay inside their month's column.
 */
export function timelineModel<T>(
  items: readonly T[],
  dueDateOf: (item: T) => string,
  { today, monthWidth = 120, minGap = 28, markerWidth = 0 }: TimelineOptions,
): TimelineModel<T> {
  const todayDay = parseDay(today);
  const dated = items.map((item) => ({ item, day: parseDay(dueDateOf(item)) }));
  const indices = [monthIndex(todayDay), ...dated.map((d) => monthIndex(d.day))];
  const first = Math.min(...indices);
  const last = Math.max(...indices);

  const months: TimelineMonth[] = [];
  for (let index = first; index <= last; index++) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push({
      key: `${year}-${String(month).padStart(2, '0')}`,
      year,
      month,
      x: (index - first) * monthWidth,
      width: monthWidth,
    });
  }

  const xOf = (d: YearMonthDay) =>
    (monthIndex(d) - first) * monthWidth +
    ((d.day - 0.5) / daysInMonth(d.year, d.month)) * monthWidth;

  // Earliest first; each marker takes the lowest lane whose last marker is far enough left.
  const sorted = dated.map((d) => ({ item: d.item, x: xOf(d.day) })).sort((a, b) => a.x - b.x);
  const width = (last - first + 1) * monthWidth;
  const drawnAt = (x: number) => Math.min(Math.max(x, markerWidth / 2), width - markerWidth / 2);
  const laneEnds: number[] = [];
  const markers = sorted.map(({ item, x }) => {
    const drawn = drawnAt(x);
    let lane = laneEnds.findIndex((end) => drawn - end >= minGap);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(drawn);
    } else laneEnds[lane] = drawn;
    return { item, x, lane };
  });

  return {
    months,
    markers,
    todayX: xOf(todayDay),
    width,
    laneCount: Math.max(1, laneEnds.length),
  };
}
