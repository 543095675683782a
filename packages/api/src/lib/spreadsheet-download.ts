import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import type ExcelJsModule from 'exceljs';
import type { Response } from 'express';
import { flushCompressed } from './compress';
import { CSV_BOM, csvLine, csvLines, type CsvCell } from './csv';
import { drainWaiter, eventOrClose, yieldToEventLoop } from './stream-response';

/**
 * The streamed CSV and XLSX downloads (the timesheet's export templates, the
 * finance portfolio's exports): rows come a batch at a time from the
 * database and go out with backpressure, so there is no row cap and memory
 * stays flat however large the file and however slow the client. Between
 * batches other requests run (`yieldToEventLoop`).
 */
export type RowBatches = AsyncIterable<ReadonlyArray<readonly CsvCell[]>>;

/** CSV: the byte-order mark and the header, then each batch in one write. */
export async function streamCsv(
  res: Response,
  header: readonly string[],
  batches: RowBatches,
): Promise<void> {
  const drained = drainWaiter(res);
  res.write(CSV_BOM + csvLine(header));
  for await (const batch of batches) {
    if (res.destroyed) return;
    const more = res.write(csvLines(batch));
    flushCompressed(res);
    if (!more) await drained();
    await yieldToEventLoop();
  }
  res.end();
}

/**
 * exceljs, loaded at the first XLSX download or upload (an import's): it is a
 * third of the server's start-up time, and most processes never touch a
 * spreadsheet.
 */
export async function loadExcelJs(): Promise<typeof ExcelJsModule> {
  const loaded = await import('exceljs');
  // A CommonJS module: its exports are the namespace's default.
  return (loaded as { default?: typeof ExcelJsModule }).default ?? loaded;
}

/** How much of a sheet's XML may wait for the zip's compressor before the run waits for it. */
const MAX_PENDING_SHEET_BYTES = 1024 * 1024;

/**
 * The stream between an exceljs sheet and the zip's compressor, where written
 * rows wait to be compressed. exceljs 4 writes a sheet into a `StreamBuf`
 * (`sheet.stream`) that archiver reads through a PassThrough (of the
 * `readable-stream` package), its first pipe; neither applies backpressure to
 * `addRow`, so the run watches that PassThrough's buffered bytes itself. Null
 * if exceljs ever changes its insides (the run then waits on the response
 * alone).
 */
export function sheetBacklog(sheet: unknown): { bytes: () => number; stream: EventEmitter } | null {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  const first: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  if (!(first instanceof EventEmitter)) return null;
  const state = (first as { _writableState?: { length?: unknown } })._writableState;
  if (typeof state?.length !== 'number') return null;
  return { bytes: () => Number(state.length), stream: first };
}

/**
 * Rows an XLSX run writes between two turns of the event loop: exceljs builds
 * each row's XML on this thread, and a whole batch of 1,000 at once kept other
 * requests waiting (a `GET /api/users/current` every 20 ms during a
 * 200,000-row run on a loaded two-core machine: p99 350 to 530 ms at 1,000
 * rows, about 110 ms at 100; 27 to 124 ms there with nothing running).
 */
const XLSX_ROWS_BETWEEN_YIELDS = 100;

/**
 * XLSX through exceljs's streaming writer: each row is committed (written out
 * and forgotten) as it is added, and the zip goes to the response through a
 * writable that passes the response's backpressure on. After each batch the
 * run waits until the compressor has taken the batch's XML (at most 1 MB may
 * wait there) and the response has taken the compressed bytes.
 */
export async function streamXlsx(
  res: Response,
  sheetName: string,
  header: readonly string[],
  batches: RowBatches,
): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const drained = drainWaiter(res);
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (res.destroyed) return callback();
      const more = res.write(chunk);
      flushCompressed(res);
      if (more) callback();
      else void drained().then(() => callback());
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  // exceljs listens for its zip's errors only while committing: an error
  // before that (or on the writable) is kept and thrown here, never left
  // unheard to end the process.
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  out.on('error', fail);
  (workbook as unknown as { zip?: EventEmitter }).zip?.on('error', fail);
  const sheet = workbook.addWorksheet(sheetName);
  const backlog = sheetBacklog(sheet);
  sheet.addRow([...header]).commit();
  for await (const batch of batches) {
    if (res.destroyed) return;
    for (const [index, cells] of batch.entries()) {
      sheet.addRow([...cells]).commit();
      if (index % XLSX_ROWS_BETWEEN_YIELDS !== XLSX_ROWS_BETWEEN_YIELDS - 1) continue;
      await yieldToEventLoop();
      if (res.destroyed) return;
    }
    await yieldToEventLoop();
    while (!res.destroyed && backlog && backlog.bytes() > MAX_PENDING_SHEET_BYTES)
      await eventOrClose(backlog.stream, 'drain', res);
    while (!res.destroyed && out.writableNeedDrain) await eventOrClose(out, 'drain', res);
    if (failure) throw failure;
  }
  if (failure) throw failure;
  sheet.commit();
  await workbook.commit();
  res.end();
}
