import { describe, expect, it } from 'vitest';
import { timelineModel } from './timeline-model';

const due = (dueDate: string, name = dueDate) => ({ name, dueDate });
const model = (items: ReturnType<typeof due>[], today: string) =>
  timelineModel(items, (m) => m.dueDate, { today, monthWidth: 100, minGap: 20 });

describe('the milestone timeline model', () => {
  it('spans the months from the earliest to the latest due date, both included', () => {
    const t = model([due('2026-05-20'), due('2026-03-02')], '2026-04-10');
    expect(t.months.map((m) => m.key)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(t.months.map((m) => m.x)).toEqual([0, 100, 200]);
    expect(t.width).toBe(300);
  });

  it('stretches the span to include today when every milestone is earlier or later', () => {
    expect(model([due('2026-01-15')], '2026-03-01').months.map((m) => m.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(model([due('2026-08-15')], '2026-06-30').months.map((m) => m.key)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
    ]);
  });

  it('crosses a year end', () => {
    const t = model([due('2027-01-05')], '2026-11-20');
    expect(t.months.map((m) => [m.year, m.month])).toEqual([
      [2026, 11],
      [2026, 12],
      [2027, 1],
    ]);
  });

  it('is one month, today, when there are no milestones', () => {
    const t = model([], '2026-02-14');
    expect(t.months.map((m) => m.key)).toEqual(['2026-02']);
    expect(t.markers).toEqual([]);
    expect(t.laneCount).toBe(1);
    expect(t.todayX).toBeCloseTo((13.5 / 28) * 100);
  });

  it('places a marker within its month by day, first and last day inside the column', () => {
    const t = model([due('2026-04-01', 'first'), due('2026-04-30', 'last')], '2026-03-16');
    const [first, last] = t.markers;
    expect(first!.item.name).toBe('first');
    expect(first!.x).toBeCloseTo(100 + (0.5 / 30) * 100);
    expect(last!.x).toBeCloseTo(100 + (29.5 / 30) * 100);
    expect(last!.x).toBeLessThan(200);
    expect(t.todayX).toBeCloseTo((15.5 / 31) * 100);
  });

  it('uses the length of each month, leap February included', () => {
    const t = model([due('2028-02-29')], '2028-02-01');
    expect(t.markers[0]!.x).toBeCloseTo((28.5 / 29) * 100);
  });

  it('puts markers too close together in different lanes, and reuses a lane once there is room', () => {
    const t = model(
      [
        due('2026-03-10', 'a'),
        due('2026-03-11', 'b'),
        due('2026-03-12', 'c'),
        due('2026-03-25', 'd'),
      ],
      '2026-03-01',
    );
    expect(t.markers.map((m) => [m.item.name, m.lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 0],
    ]);
    expect(t.laneCount).toBe(3);
  });

  it('orders markers by date whatever the order of the input', () => {
    const t = model([due('2026-06-01', 'late'), due('2026-05-01', 'early')], '2026-05-15');
    expect(t.markers.map((m) => m.item.name)).toEqual(['early', 'late']);
  });

  it('chooses lanes where markers near either end are drawn, pulled inside the timeline', () => {
    const items = [due('2026-03-01', 'first'), due('2026-03-06', 'second')];
    const apart = model(items, '2026-03-20');
    // 1 Mar and 6 Mar are 16 px apart: closer than the gap of 20 either way.
    expect(apart.markers.map((m) => m.lane)).toEqual([0, 1]);
    const t = timelineModel([due('2026-03-01', 'a'), due('2026-03-09', 'b')], (m) => m.dueDate, {
      today: '2026-03-20',
      monthWidth: 100,
      minGap: 20,
      markerWidth: 40,
    });
    // Centred, a and b are 26 px apart; drawn, a sits at 20 px and b at 27 px.
    expect(t.markers.map((m) => m.lane)).toEqual([0, 1]);
    expect(t.markers[0]!.x).toBeCloseTo((0.5 / 31) * 100);
  });
});
