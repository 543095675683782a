import { describe, expect, it } from 'vitest';
import { fold, guessLocale, guessMapping } from './import-mapping';
import { readDate, readDecimal, readDuration, readMoney } from './import-values';

describe('reading values in the file’s locale', () => {
  it('reads decimals with either mark, thousands by the locale', () => {
    expect(readDecimal('1.234,56', 'de')).toBe(1234.56);
    expect(readDecimal('1,234.56', 'en')).toBe(1234.56);
    expect(readDecimal('7,5', 'en')).toBe(7.5);
    expect(readDecimal('7.5', 'de')).toBe(7.5);
    expect(readDecimal('1.234', 'de')).toBe(1234);
    expect(readDecimal('1,234', 'en')).toBe(1234);
    expect(readDecimal('1.000.000', 'en')).toBe(1_000_000);
    expect(readDecimal('lots', 'en')).toBeNull();
    expect(readDecimal('1.2.3,4,5', 'de')).toBeNull();
  });

  it('reads money to minor units and durations to minutes', () => {
    expect(readMoney('€ 1.234,56', 'de')).toEqual({ value: 123_456 });
    expect(readMoney('12,500.50 EUR', 'en')).toEqual({ value: 1_250_050 });
    expect(readMoney('-5', 'en')).toHaveProperty('error');
    expect(readDuration('7,5', 'de')).toEqual({ value: 450 });
    expect(readDuration('7.5', 'en')).toEqual({ value: 450 });
    expect(readDuration('7:30', 'en')).toEqual({ value: 450 });
    expect(readDuration('7h 30m', 'en')).toEqual({ value: 450 });
    expect(readDuration('45 min', 'de')).toEqual({ value: 45 });
    expect(readDuration('2 Std', 'de')).toEqual({ value: 120 });
    expect(readDuration('soon', 'en')).toHaveProperty('error');
  });

  it('reads dates: ISO always, dd.mm.yyyy in German, mm/dd/yyyy in English, real days only', () => {
    expect(readDate('2025-12-31', 'de')).toEqual({ value: '2025-12-31' });
    expect(readDate('31.12.2025', 'de')).toEqual({ value: '2025-12-31' });
    expect(readDate('12/31/2025', 'en')).toEqual({ value: '2025-12-31' });
    expect(readDate('1.2.26', 'de')).toEqual({ value: '2026-02-01' });
    expect(readDate('31.12.2025', 'en')).toHaveProperty('error');
    expect(readDate('2025-02-30', 'en')).toHaveProperty('error');
  });
});

describe('guessing the mapping and the locale', () => {
  it('folds headers and matches English and German names', () => {
    expect(fold('E-Mail')).toBe('email');
    expect(fold('Priorität')).toBe('prioritaet');
    expect(
      guessMapping('timeEntries', ['E-Mail', 'Datum', 'Stunden', 'Projekt', 'Beschreibung']),
    ).toMatchObject({
      user: 'E-Mail',
      date: 'Datum',
      duration: 'Stunden',
      project: 'Projekt',
      note: 'Beschreibung',
      externalId: null,
    });
  });

  it('guesses German from the values, else from the headers', () => {
    expect(guessLocale(['Date', 'Hours'], [['31.12.2025', '7,5']])).toBe('de');
    expect(guessLocale(['Datum', 'Stunden'], [['12/31/2025', '7.5']])).toBe('en');
    expect(guessLocale(['Datum', 'Stunden'], [['2025-12-31', '8']])).toBe('de');
    expect(guessLocale(['Date', 'Hours'], [['2025-12-31', '8']])).toBe('en');
  });
});
