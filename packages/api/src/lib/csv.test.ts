import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvLines } from './csv';

describe('CSV', () => {
  it('quotes only what needs it and doubles inner quotes', () => {
    expect(csvCell('Harbour Bank')).toBe('Harbour Bank');
    expect(csvCell('Müller, Café')).toBe('"Müller, Café"');
    expect(csvCell('The "new" app')).toBe('"The ""new"" app"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty cells for missing values and numbers as numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(4800.5)).toBe('4800.5');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps text that starts like a formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+31 20 555')).toBe("'+31 20 555");
    expect(csvCell('-draft')).toBe("'-draft");
    expect(csvCell('@Pat')).toBe("'@Pat");
    expect(csvCell('KEEL-001')).toBe('KEEL-001');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('CSV batches', () => {
  it('writes a batch as the lines one by one would', () => {
    const records = [
      ['a', 1, null, 'b,c'],
      ['=x', -2.5, undefined, 'two\nlines'],
    ];
    expect(csvLines(records)).toBe(records.map(csvLine).join(''));
    expect(csvLines([])).toBe('');
  });
});
