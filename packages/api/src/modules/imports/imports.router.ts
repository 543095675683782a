import path from 'node:path';
import { idParams, importReportPath, type importsEndpoints } from '@keel/types';
import type { RequestHandler, Response } from 'express';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { receiveFile, UPLOAD_FIELD } from '../../lib/multipart';
import { currentUser } from '../../lib/register-routes';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { textDownloadHandler } from '../../lib/text-download';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import { uploadsDir } from './import-files';
import { prepareReport } from './import-report';
import * as run from './import-run.service';
import * as imports from './imports.service';
import { redmineHandler } from './redmine/redmine-import.router';

/** Thin handlers of the import routes: input was validated, `manageImports` checked. */
type T = typeof importsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user, query }) => imports.listImports(deps, user, query);
export const upload: H<'upload'> = async ({ deps, user, req }) => {
  const file = await receiveFile(req, {
    field: UPLOAD_FIELD,
    dir: uploadsDir(deps.config.dataDir),
    maxBytes: deps.config.importMaxBytes,
  });
  return imports.uploadImport(deps, user, {
    path: path.join(uploadsDir(deps.config.dataDir), file.storedName),
    fileName: file.fileName,
    head: file.head,
    fields: file.fields,
  });
};
export const get: H<'get'> = ({ deps, user, params }) =>
  imports.getImport(deps, user, params.importId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  imports.updateImport(deps, user, params.importId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  imports.deleteImport(deps, user, params.importId, query.version);
export const dryRun: H<'dryRun'> = ({ deps, user, params }) =>
  run.dryRun(deps, user, params.importId);
export const rollback: H<'rollback'> = ({ deps, user, params, body }) =>
  run.rollbackImport(deps, user, params.importId, body.version);
/** A Redmine server read into a new import (redmine/README.md). */
export const redmine: H<'redmine'> = redmineHandler(imports.createImport);

const NDJSON = 'application/x-ndjson';

function line(res: Response, value: unknown): void {
  res.write(`${JSON.stringify(value)}\n`);
}

/**
 * `POST /api/imports/{importId}/commit`: JSON, or with `Accept:
 * application/x-ndjson` a stream of `{processed, total}` lines and the
 * import (or `{error}`) as the last line; the status is 200 once the stream
 * has begun.
 */
export const commit: H<'commit'> = async ({ deps, user, params, body, req, res }) => {
  // A retry with an Idempotency-Key is answered from the stored JSON answer: no stream then.
  if (!(req.get('accept') ?? '').includes(NDJSON) || req.get('idempotency-key') !== undefined)
    return run.commitImport(deps, user, params.importId, body.version);
  res.status(200).set({ 'Content-Type': `${NDJSON}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.flushHeaders();
  try {
    const done = await run.commitImport(
      deps,
      user,
      params.importId,
      body.version,
      (processed, total) => line(res, { processed, total }),
    );
    // The import as the end of the answer: an answer's end waits for its commit to be on disk
    // (lib/durable-answers.ts), the progress lines before it need not.
    res.end(`${JSON.stringify(done)}\n`);
    return done;
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'import commit failed');
    const known = error instanceof AppError ? error : null;
    line(res, {
      error: {
        status: known?.status ?? 500,
        message: known?.message ?? 'The import failed',
        ...(known?.errors ? { errors: known.errors } : {}),
      },
    });
    res.end();
    // The answer went out as the stream's last line; the registrar sends nothing more.
    return null as never;
  }
};

export const REPORT_PATH = importReportPath('{importId}');
export const REPORT_SUMMARY =
  "An import's rows as a CSV download, each with its outcome (created, updated, error, valid), the record it wrote and its problems";
export const REPORT_DOC: RawRouteDoc = {
  tag: 'imports',
  description:
    "A download (`Content-Disposition: attachment`): a header line per sheet (`Sheet`, `Row`, the sheet's columns, `Outcome`, `Record id`, `Problems`), then its rows. Before the first dry run the outcome is empty.",
  params: idParams('importId'),
  produces: { 'text/csv': 'text' },
};

/** The report, streamed (the import is looked up first: an unknown one is a 404). */
export function report(deps: AppDeps): RequestHandler {
  return textDownloadHandler((req, res) => {
    const user = currentUser(res) as AuthUser;
    const params = parsePart(idParams('importId'), req.params, 'params');
    return prepareReport(deps, user, params.importId);
  });
}
