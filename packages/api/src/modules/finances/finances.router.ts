import { Writable } from 'node:stream';
import { FinanceExportQuerySchema, type financesEndpoints } from '@keel/types';
import ExcelJS from 'exceljs';
import type { RequestHandler, Response } from 'express';
import { flushCompressed } from '../../lib/compress';
import { CSV_BOM, csvLine } from '../../lib/csv';
import type { AppDeps } from '../../lib/deps';
import { attachmentDisposition } from '../../lib/multipart';
import { currentUser } from '../../lib/register-routes';
import type { Handler } from '../../lib/route';
import { drainWaiter, eventOrClose, yieldToEventLoop } from '../../lib/stream-response';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth/policy';
import { sheetBacklog } from '../timesheet/timesheet.router';
import * as finances from './finances.service';

/** Thin handlers of the finance routes: input was validated, the permission checked. */
type T = typeof financesEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const projectFinancials: H<'projectFinancials'> = ({ deps, user, params }) =>
  finances.projectFinancials(deps, user, params.projectId);
export const forecast: H<'forecast'> = ({ deps, user, query }) =>
  finances.portfolio(deps, user, 'forecast', query);
export const history: H<'history'> = ({ deps, user, query }) =>
  finances.portfolio(deps, user, 'history', query);
export const exchangeRates: H<'exchangeRates'> = ({ deps }) => finances.listExchangeRates(deps);
export const createExchangeRate: H<'createExchangeRate'> = ({ deps, user, body }) =>
  finances.createExchangeRate(deps, user, body);
export const removeExchangeRate: H<'removeExchangeRate'> = ({ deps, params, query }) =>
  finances.deleteExchangeRate(deps, params.rateId, query.version);

export const FORECAST_EXPORT_SUMMARY =
  'The portfolio forecast as a CSV or XLSX download: one row per project and month, every filtered project (query: format=csv|xlsx and the forecast filters)';
export const HISTORY_EXPORT_SUMMARY =
  'The portfolio history as a CSV or XLSX download: one row per project and month, every filtered project (query: format=csv|xlsx and the history filters)';

/**
 * `GET /api/finances/{forecast|history}/export`: every filtered project's
 * months, streamed a batch of projects at a time with backpressure (no cap).
 * The query is checked before the first byte: a bad one is a 400 naming it.
 */
export function exportPortfolio(deps: AppDeps, view: finances.FinanceView): RequestHandler {
  return async (req, res, next) => {
    try {
      // The route table lets only signed-in readers of financial amounts through.
      const user = currentUser(res) as AuthUser;
      const query = parsePart(FinanceExportQuerySchema, req.query, 'query');
      const prepared = await finances.prepareExport(deps, user, view, query);
      res.status(200).set({
        'Content-Type': prepared.contentType,
        'Content-Disposition': attachmentDisposition(prepared.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      if (prepared.format === 'csv') await writeCsv(deps, user, res, prepared);
      else await writeXlsx(deps, user, res, prepared);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}

async function writeCsv(
  deps: AppDeps,
  user: AuthUser,
  res: Response,
  prepared: finances.PreparedExport,
): Promise<void> {
  const drained = drainWaiter(res);
  res.write(CSV_BOM + csvLine(prepared.header));
  for await (const batch of finances.exportRowBatches(deps, user, prepared)) {
    if (res.destroyed) return;
    const more = res.write(batch.map(csvLine).join(''));
    flushCompressed(res);
    if (!more) await drained();
    await yieldToEventLoop();
  }
  res.end();
}

/** How much of a sheet's XML may wait for the zip's compressor before the export waits for it. */
const MAX_PENDING_SHEET_BYTES = 1024 * 1024;

/** XLSX through exceljs's streaming writer, as the timesheet export does (see its `writeXlsx`). */
async function writeXlsx(
  deps: AppDeps,
  user: AuthUser,
  res: Response,
  prepared: finances.PreparedExport,
): Promise<void> {
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
  const sheet = workbook.addWorksheet(
    prepared.prepared.view === 'forecast' ? 'Finance forecast' : 'Finance history',
  );
  const backlog = sheetBacklog(sheet);
  sheet.addRow(prepared.header).commit();
  for await (const batch of finances.exportRowBatches(deps, user, prepared)) {
    if (res.destroyed) return;
    for (const cells of batch) sheet.addRow(cells).commit();
    await yieldToEventLoop();
    while (!res.destroyed && backlog && backlog.bytes() > MAX_PENDING_SHEET_BYTES)
      await eventOrClose(backlog.stream, 'drain', res);
    while (!res.destroyed && out.writableNeedDrain) await eventOrClose(out, 'drain', res);
  }
  sheet.commit();
  await workbook.commit();
  res.end();
}

export const exportForecast = (deps: AppDeps): RequestHandler => exportPortfolio(deps, 'forecast');
export const exportHistory = (deps: AppDeps): RequestHandler => exportPortfolio(deps, 'history');
