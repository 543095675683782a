import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guessDelimiter, sheetRows, uploadedRows, writeSheet } from './import-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-import-files-'));

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an import’s rows on disk', () => {
  it('guesses the delimiter from the first line, outside quotes', () => {
    expect(guessDelimiter('a,b,c\n1;2')).toBe(',');
    expect(guessDelimiter('\uFEFFa;b;"c,d"\n')).toBe(';');
    expect(guessDelimiter('a\tb\tc')).toBe('\t');
  });

  it('streams a 100,000-row CSV to JSON lines and back with flat memory', async () => {
    const file = path.join(dir, 'big.csv');
    const out = fs.createWriteStream(file);
    out.write('Email,Date,Hours,Note\r\n');
    for (let i = 0; i < 100_000; i += 1)
      out.write(
        `member@example.com,2025-06-${String((i % 28) + 1).padStart(2, '0')},7.5,"Row ${i}, quoted"\r\n`,
      );
    await new Promise((resolve) => out.end(resolve));
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const head = fs.readFileSync(file).subarray(0, 4100);
    const rows = uploadedRows(file, head);
    const first = await rows.next();
    expect(first.value).toEqual(['Email', 'Date', 'Hours', 'Note']);
    const written = await writeSheet(
      dir,
      'timeEntries',
      { [Symbol.asyncIterator]: () => rows },
      first.value as string[],
    );
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    expect(written.rowCount).toBe(100_000);
    expect(written.preview).toHaveLength(20);
    let count = 0;
    let last: { row: number; cells: string[] } | undefined;
    for await (const row of sheetRows(dir, 'timeEntries')) {
      count += 1;
      last = row;
      if (count % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(count).toBe(100_000);
    expect(last).toEqual({
      row: 100_001,
      cells: ['member@example.com', '2025-06-12', '7.5', 'Row 99999, quoted'],
    });
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });
});
