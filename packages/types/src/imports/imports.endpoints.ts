import { defineEndpoint } from '../endpoint';
import {
  idParams,
  OkSchema,
  VersionBodySchema,
  VersionQuerySchema,
} from '../common/common.schemas';
import {
  ImportDryRunSchema,
  ImportListQuerySchema,
  ImportPageSchema,
  ImportSchema,
  ImportUpdateInputSchema,
  RedmineImportInputSchema,
} from './imports.schemas';

const IMPORTS = '/api/imports';
const ONE = `${IMPORTS}/{importId}`;
const tag = 'imports';

/**
 * Imports (issue 34): holders of `manageImports` bring projects, tasks, time
 * entries and contacts in from a file or a Redmine server. The report
 * (`GET /api/imports/{importId}/report`, CSV) is a download route of its own.
 */
export const importsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: IMPORTS,
    summary: 'Past and open imports, newest first, with their counts and who ran them',
    tag,
    query: ImportListQuerySchema,
    response: ImportPageSchema,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: IMPORTS,
    summary:
      'Read a CSV or XLSX file (multipart/form-data: `file`, and `kind`); the answer holds its columns, the guessed mapping and the first 20 rows',
    description:
      'The body is `multipart/form-data` with the file in the field `file` (CSV in UTF-8 or XLSX; 413 above `IMPORT_MAX_BYTES`) and the text field `kind`: projects, tasks, timeEntries or contacts. Formula cells and control characters are read as text. The file itself is removed once read; its rows are kept on the server (for the dry run, the commit and the report) until the import is deleted, which a committed import allows once it is rolled back.',
    tag,
    fileField: 'file',
    response: ImportSchema,
    status: 201,
  }),
  redmine: defineEndpoint({
    method: 'POST',
    path: `${IMPORTS}/redmine`,
    summary:
      "Read a Redmine server's projects, members, issues with their journals and time entries into a new import (the key is used for this read only and never kept)",
    tag,
    body: RedmineImportInputSchema,
    response: ImportSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'One import: its sheets, mapping, value maps and counts',
    tag,
    params: idParams('importId'),
    response: ImportSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: ONE,
    summary:
      "Set the mapping, the value maps or the file's locale (409 on a stale version; 409 once committed)",
    tag,
    params: idParams('importId'),
    body: ImportUpdateInputSchema,
    response: ImportSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: ONE,
    summary: 'Discard an import that was not committed, and its file (409 on a stale version)',
    tag,
    params: idParams('importId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  dryRun: defineEndpoint({
    method: 'POST',
    path: `${ONE}/dry-run`,
    summary:
      'Check every row against every rule of a typed write, writing nothing: the counts and each problem with its row and column',
    tag,
    params: idParams('importId'),
    response: ImportDryRunSchema,
  }),
  commit: defineEndpoint({
    method: 'POST',
    path: `${ONE}/commit`,
    summary:
      'Write every row in one transaction, or none (409 naming the problems); a commit of a committed import answers it again and writes nothing',
    description:
      'With `Accept: application/x-ndjson` the answer streams one JSON line `{"processed": n, "total": n}` as rows are written, then the import as the last line (or `{"error": {...}}`), so a page can show a live count.',
    tag,
    params: idParams('importId'),
    body: VersionBodySchema,
    response: ImportSchema,
  }),
  rollback: defineEndpoint({
    method: 'POST',
    path: `${ONE}/rollback`,
    summary:
      'Remove the records the import added and restore those it updated, all or nothing; 409 naming a record changed since',
    tag,
    params: idParams('importId'),
    body: VersionBodySchema,
    response: ImportSchema,
  }),
} as const;
