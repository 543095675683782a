import {
  addMonths,
  burnUpRows,
  defaultRange,
  isMonth,
  monthTotals,
  type MonthFigures,
} from './finance-model';

const month = (m: string, actual: number, forecast: number): MonthFigures => ({
  month: m,
  actualMinutes: actual * 60,
  actualRevenue: actual * 200,
  actualCost: actual * 100,
  actualMargin: actual * 100,
  forecastMinutes: forecast * 60,
  forecastRevenue: forecast * 200,
  forecastCost: forecast * 100,
  forecastMargin: forecast * 100,
});

describe('finance model', () => {
  it('adds months across years and reads only real months', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('defaults the forecast to 12 months on and the history to 12 months back', () => {
    expect(defaultRange('forecast', '2026-11-26')).toEqual({ from: '2026-11', to: '2027-10' });
    expect(defaultRange('history', '2026-11-26')).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('burns up actuals to the current month, then the forecast on from where they stand', () => {
    const rows = burnUpRows(
      [
        month('2026-09', 10, 0),
        month('2026-10', 5, 0),
        month('2026-11', 2, 3),
        month('2026-12', 0, 4),
      ],
      '2026-11',
      'cost',
      50,
    );
    expect(rows.map((r) => [r.actual, r.forecast, r.budget])).toEqual([
      [10, null, 50],
      [15, null, 50],
      [17, 20, 50],
      [null, 24, 50],
    ]);
  });

  it('burns up hours when cost is hidden, without a budget line when there is none', () => {
    const hidden = { ...month('2026-11', 3, 1), actualCost: null, forecastCost: null };
    expect(burnUpRows([hidden], '2026-11', 'hours', null)).toEqual([
      expect.objectContaining({ actual: 3, forecast: 4, budget: null }),
    ]);
  });

  it("sums a month's actual and forecast, keeping hidden figures hidden", () => {
    expect(monthTotals(month('2026-11', 2, 3))).toEqual({
      minutes: 300,
      revenue: 1000,
      cost: 500,
      margin: 500,
    });
    const hidden = { ...month('2026-11', 2, 3), actualCost: null, actualMargin: null };
    expect(monthTotals(hidden)).toMatchObject({ cost: null, margin: null, revenue: 1000 });
  });
});
