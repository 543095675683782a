import {
  axisColumns,
  barOf,
  defaultRange,
  parseRange,
  positionOf,
  shiftRange,
  withRange,
} from './roadmap-range';

describe('the roadmap range', () => {
  it('defaults to the quarter before today’s to the quarter after', () => {
    expect(defaultRange('2026-05-14')).toEqual({ from: '2026-01-01', to: '2026-09-30' });
    expect(defaultRange('2026-01-02')).toEqual({ from: '2025-10-01', to: '2026-06-30' });
    expect(defaultRange('2026-12-31')).toEqual({ from: '2026-07-01', to: '2027-03-31' });
  });

  it('reads the URL, falling back on a malformed or reversed range', () => {
    const read = (query: string) => parseRange(new URLSearchParams(query), '2026-05-14');
    expect(read('from=2026-02-01&to=2026-03-31&zoom=month&view=table')).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
      zoom: 'month',
      view: 'table',
    });
    expect(read('from=2026-02-30&zoom=week')).toMatchObject({
      from: '2026-01-01',
      zoom: 'quarter',
      view: 'bars',
    });
    expect(read('from=2026-09-01&to=2026-03-31')).toMatchObject({
      from: '2026-01-01',
      to: '2026-09-30',
    });
  });

  it('keeps the browser filters in the URL beside the range', () => {
    const next = withRange(new URLSearchParams('search=harbour&status=1,2&zoom=month'), {
      from: '2026-01-01',
      to: '2026-03-31',
      zoom: 'quarter',
      view: 'table',
    });
    expect(next.toString()).toBe(
      'search=harbour&status=1%2C2&from=2026-01-01&to=2026-03-31&view=table',
    );
  });

  it('moves by one zoom step, keeping whole months whole', () => {
    const range = { from: '2026-01-01', to: '2026-03-31', zoom: 'quarter', view: 'bars' } as const;
    expect(shiftRange(range, 1)).toMatchObject({ from: '2026-04-01', to: '2026-06-30' });
    expect(shiftRange({ ...range, zoom: 'month' }, -1)).toMatchObject({
      from: '2025-12-01',
      to: '2026-02-28',
    });
  });
});

describe('positions on the range', () => {
  const range = { from: '2026-01-01', to: '2026-01-10' };

  it('places a date as a share of the range', () => {
    expect(positionOf('2026-01-01', range)).toBe(0);
    expect(positionOf('2026-01-06', range)).toBe(0.5);
  });

  it('cuts a bar to the range and lets one date stand in for the other', () => {
    expect(barOf({ startDate: '2025-12-01', endDate: '2026-01-05' }, range)).toEqual({
      left: 0,
      width: 0.5,
    });
    expect(barOf({ startDate: null, endDate: '2026-01-10' }, range)).toEqual({
      left: 0.9,
      width: expect.closeTo(0.1, 10) as number,
    });
    expect(barOf({ startDate: null, endDate: null }, range)).toBeNull();
    expect(barOf({ startDate: '2026-02-01', endDate: '2026-03-01' }, range)).toBeNull();
  });

  it('lays quarters and months across the range', () => {
    const quarters = axisColumns({
      from: '2026-02-01',
      to: '2026-07-31',
      zoom: 'quarter',
      view: 'bars',
    });
    expect(quarters.map((c) => c.label)).toEqual(['Q1 2026', 'Q2 2026', 'Q3 2026']);
    expect(quarters[0]!.left).toBe(0);
    expect(quarters.reduce((sum, c) => sum + c.width, 0)).toBeCloseTo(1, 10);
    const months = axisColumns({
      from: '2026-01-01',
      to: '2026-03-31',
      zoom: 'month',
      view: 'bars',
    });
    expect(months).toHaveLength(3);
  });
});
