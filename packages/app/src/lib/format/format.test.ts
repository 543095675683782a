import {
  EMPTY,
  formatDate,
  formatDuration,
  formatHours,
  formatInstant,
  formatMoney,
  todayUtc,
  formatNumber,
  formatDay,
  formatMonth,
  formatMoneyWithCode,
  formatFileSize,
  formatTwoDecimals,
  toMinorUnits,
  WORKSPACE_LOCALE,
} from '.';

// The formatters follow the workspace locale; the expectations are built with
// the same Intl options so the tests hold on any machine.
const medium = (time: number, timeZone?: string) =>
  new Intl.DateTimeFormat(WORKSPACE_LOCALE, { dateStyle: 'medium', timeZone }).format(time);

describe('formatDate', () => {
  it('shows a calendar day as the same day, whatever the time zone', () => {
    expect(formatDate('2026-03-01')).toBe(medium(Date.UTC(2026, 2, 1), 'UTC'));
    expect(formatDate('2026-12-31')).toBe(medium(Date.UTC(2026, 11, 31), 'UTC'));
  });

  it('shows an absent date as the empty mark', () => {
    expect(formatDate(null)).toBe(EMPTY);
    expect(formatDate(undefined)).toBe(EMPTY);
    expect(formatDate('')).toBe(EMPTY);
  });

  it('shows a string that is not a calendar day as written', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-31')).toBe('2026-02-31');
  });
});

describe('formatInstant', () => {
  it('shows an instant with date and time in the reader’s time zone', () => {
    const iso = '2026-03-01T14:05:00.000Z';
    expect(formatInstant(iso)).toBe(
      new Intl.DateTimeFormat(WORKSPACE_LOCALE, { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse(iso),
      ),
    );
  });

  it('shows an absent instant as the same empty mark as a date', () => {
    expect(formatInstant(null)).toBe(EMPTY);
    expect(formatInstant(undefined)).toBe(EMPTY);
    expect(EMPTY).toBe('—');
  });

  it('shows an unparsable instant as written instead of "Invalid Date"', () => {
    expect(formatInstant('yesterday')).toBe('yesterday');
  });
});

describe('formatMoney', () => {
  it('shows minor units as the currency’s major units', () => {
    expect(formatMoney({ amount: 4550, currency: 'EUR' })).toBe(
      new Intl.NumberFormat(WORKSPACE_LOCALE, { style: 'currency', currency: 'EUR' }).format(45.5),
    );
    expect(formatMoney({ amount: 1250000, currency: 'USD' })).toBe(
      new Intl.NumberFormat(WORKSPACE_LOCALE, { style: 'currency', currency: 'USD' }).format(12500),
    );
  });

  it('keeps each amount in its own currency', () => {
    expect(formatMoney({ amount: 100, currency: 'EUR' })).not.toBe(
      formatMoney({ amount: 100, currency: 'GBP' }),
    );
  });

  it('shows absent money as the empty mark, and zero as zero', () => {
    expect(formatMoney(null)).toBe(EMPTY);
    expect(formatMoney(undefined)).toBe(EMPTY);
    expect(formatMoney({ amount: 0, currency: 'EUR' })).not.toBe(EMPTY);
  });
});

describe('formatHours', () => {
  it('shows minutes as hours rounded to at most two decimals', () => {
    expect(formatHours(450)).toBe('7.5 h');
    expect(formatHours(435)).toBe('7.25 h');
    expect(formatHours(480)).toBe('8 h');
    expect(formatHours(20)).toBe('0.33 h');
    expect(formatHours(0)).toBe('0 h');
  });

  it('shows absent hours as the empty mark', () => {
    expect(formatHours(null)).toBe(EMPTY);
    expect(formatHours(undefined)).toBe(EMPTY);
  });
});

describe('formatDuration', () => {
  it('shows minutes as hours and minutes', () => {
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(-75)).toBe('-1 h 15 min');
  });

  it('shows an absent duration as the empty mark', () => {
    expect(formatDuration(null)).toBe(EMPTY);
  });
});

describe('todayUtc', () => {
  it('counts the day in UTC, as the API does', () => {
    expect(todayUtc(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});

describe('the workspace locale', () => {
  it('writes today’s texts whatever the machine’s locale (en-GB)', () => {
    expect(WORKSPACE_LOCALE).toBe('en-GB');
    expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
    expect(formatMoney({ amount: 1250000, currency: 'EUR' })).toBe('€12,500.00');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatDay('2026-11-23', 'dayMonth')).toBe('23 Nov');
    expect(formatDay('2026-11-23', 'weekdayDay')).toBe('Mon 23');
    expect(formatDay('2026-12-25', 'weekdayLong')).toBe('Friday');
    expect(formatMonth(2026, 3)).toBe('Mar 2026');
    expect(formatMonth(2026, 3, 'long')).toBe('March 2026');
  });

  it('keeps the audit log’s plain money and the file sizes', () => {
    expect(formatMoneyWithCode({ amount: 4550, currency: 'EUR' })).toBe('45.50 EUR');
    expect(formatMoneyWithCode({ amount: 123456789, currency: 'EUR' })).toBe('1234567.89 EUR');
    expect(formatFileSize(3482)).toBe('3.4 KB');
    expect(formatTwoDecimals(-2.5)).toBe('-2.50');
    expect(toMinorUnits(45.5)).toBe(4550);
  });
});
