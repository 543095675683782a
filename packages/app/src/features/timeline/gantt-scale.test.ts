import { addDays } from '@keel/types';
import { barOf, dateAt, daysBetween, makeScale, rangeOf, ticksOf, xOf, ZOOMS } from './gantt-scale';

describe('gantt scale', () => {
  it('puts a day at its pixel and back, at every zoom', () => {
    for (const zoom of ['day', 'week', 'month', 'quarter'] as const) {
      const scale = makeScale(zoom, '2026-01-01', '2026-12-31');
      expect(scale.days).toBe(365);
      expect(scale.width).toBe(Math.ceil(365 * ZOOMS[zoom].pxPerDay));
      expect(xOf(scale, '2026-01-01')).toBe(0);
      expect(xOf(scale, '2026-03-01')).toBeCloseTo(59 * ZOOMS[zoom].pxPerDay);
      expect(dateAt(scale, xOf(scale, '2026-03-01'))).toBe('2026-03-01');
      // Anywhere inside a day is that day.
      expect(dateAt(scale, xOf(scale, '2026-03-01') + ZOOMS[zoom].pxPerDay * 0.9)).toBe(
        '2026-03-01',
      );
    }
  });

  it('counts days across months, leap years and DST changes', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('draws a bar from its start to the end of its due day; one date is one day; none is no bar', () => {
    const scale = makeScale('day', '2026-03-01', '2026-03-31');
    expect(barOf(scale, { startDate: '2026-03-02', dueDate: '2026-03-04' })).toEqual({
      x: 32,
      width: 96,
    });
    expect(barOf(scale, { startDate: null, dueDate: '2026-03-04' })).toEqual({ x: 96, width: 32 });
    expect(barOf(scale, { startDate: null, dueDate: null })).toBeNull();
  });

  it('spans every date and today with room around', () => {
    expect(rangeOf(['2026-05-10', null, '2026-04-01'], '2026-04-20')).toEqual({
      from: '2026-03-25',
      to: '2026-05-24',
    });
    expect(rangeOf([], '2026-04-20')).toEqual({ from: '2026-04-13', to: '2026-05-04' });
  });

  it('labels columns by day, Monday, month and quarter', () => {
    const from = '2026-01-01';
    const to = '2026-06-30';
    const dates = (zoom: 'day' | 'week' | 'month' | 'quarter') =>
      ticksOf(makeScale(zoom, from, to)).map((t) => t.date);
    expect(dates('day')).toHaveLength(181);
    expect(dates('week').slice(0, 2)).toEqual(['2026-01-05', '2026-01-12']);
    expect(dates('month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    const quarters = ticksOf(makeScale('quarter', from, to));
    expect(quarters.map((t) => [t.date, t.label])).toEqual([
      ['2026-01-01', 'Q1 2026'],
      ['2026-04-01', 'Q2 2026'],
    ]);
    expect(ticksOf(makeScale('month', from, to))[1]!.label).toBe('Feb 2026');
  });

  it('labels only the columns on screen', () => {
    const scale = makeScale('day', '2026-01-01', '2026-12-31');
    const ticks = ticksOf(scale, xOf(scale, '2026-06-01'), xOf(scale, '2026-06-10'));
    expect(ticks.length).toBeLessThan(110);
    expect(ticks.map((t) => t.date)).toContain('2026-06-05');
    expect(ticks.map((t) => t.date)).not.toContain('2026-01-15');
  });
});
