import { FinanceExportQuerySchema, type financesEndpoints } from '@keel/types';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import { attachmentDisposition } from '../../lib/multipart';
import { currentUser } from '../../lib/register-routes';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { streamCsv, streamXlsx } from '../../lib/spreadsheet-download';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
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
export const EXPORT_DOC: RawRouteDoc = {
  tag: 'finances',
  description:
    'A download (`Content-Disposition: attachment`) in the format the query asks for; the money columns follow the same visibility as the JSON view.',
  query: FinanceExportQuerySchema,
  produces: {
    'text/csv': 'text',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'binary',
  },
};
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
      const rows = finances.exportRowBatches(deps, user, prepared);
      if (prepared.format === 'csv') await streamCsv(res, prepared.header, rows);
      else
        await streamXlsx(
          res,
          view === 'forecast' ? 'Finance forecast' : 'Finance history',
          prepared.header,
          rows,
        );
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}

export const exportForecast = (deps: AppDeps): RequestHandler => exportPortfolio(deps, 'forecast');
export const exportHistory = (deps: AppDeps): RequestHandler => exportPortfolio(deps, 'history');
