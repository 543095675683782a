import { DEMO_ACCOUNTS } from '../../demo/demo-workspace';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { importDir, writeSheet } from './import-files';
import { guessMapping } from './import-mapping';
import { insertImport } from './imports.repository';
import { REDMINE_MATRIX_EXAMPLES } from './redmine/redmine.matrix-examples';

/**
 * Example requests of the import routes for the authorization matrix and the
 * security battery: each call gets a fresh import (version 1) of one contact
 * row, written straight through the repository and the sheet files; a
 * rollback gets a committed import that wrote nothing.
 */

let counter = 0;
const COLUMNS = ['Name', 'E-Mail'];

/** A fresh import of the admin's with one contacts row, in `status`. */
export async function matrixImport(
  server: TestServer,
  status: 'mapping' | 'committed' = 'mapping',
): Promise<number> {
  const adminId = await server.idOf('users', { email: DEMO_ACCOUNTS.admin.email });
  counter += 1;
  const id = await insertImport(
    server.knex,
    {
      source: 'file',
      fileName: `matrix-${counter}.csv`,
      sourceUrl: null,
      origin: 'file',
      locale: 'en',
      sheets: [],
      valueMaps: {},
      rows: 1,
    },
    adminId,
    server.clock.now,
  );
  const written = await writeSheet(
    importDir(server.config.dataDir, id),
    'contacts',
    [[`Matrix contact ${counter}`, `matrix${counter}@example.com`]],
    COLUMNS,
  );
  await server
    .knex('imports')
    .where({ id })
    .update({
      status,
      sheets: JSON.stringify([
        { kind: 'contacts', mapping: guessMapping('contacts', COLUMNS), ...written },
      ]),
    });
  return id;
}

const BOUNDARY = 'keel-import-boundary';
/** A multipart upload of a small contacts CSV with the field `kind`. */
export function importUpload(csv: string, kind = 'contacts', fileName = 'contacts.csv') {
  return {
    raw:
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const IMPORTS_MATRIX_EXAMPLES: Record<string, Example> = {
  ...REDMINE_MATRIX_EXAMPLES,
  'POST /api/imports': async () =>
    importUpload(`Name,E-Mail\r\nMatrix upload ${++counter},upload${counter}@example.com\r\n`),
  'GET /api/imports/{importId}': async (_who, server) => ({
    params: { importId: await matrixImport(server) },
  }),
  'PUT /api/imports/{importId}': async (_who, server) => ({
    params: { importId: await matrixImport(server) },
    body: { version: 1, locale: 'de' },
  }),
  'DELETE /api/imports/{importId}': async (_who, server) => ({
    params: { importId: await matrixImport(server) },
    query: { version: '1' },
  }),
  'POST /api/imports/{importId}/dry-run': async (_who, server) => ({
    params: { importId: await matrixImport(server) },
  }),
  'POST /api/imports/{importId}/commit': async (_who, server) => ({
    params: { importId: await matrixImport(server) },
    body: { version: 1 },
  }),
  'POST /api/imports/{importId}/rollback': async (_who, server) => ({
    params: { importId: await matrixImport(server, 'committed') },
    body: { version: 1 },
  }),
  'GET /api/imports/{importId}/report': async (_who, server) => ({
    params: { importId: await matrixImport(server) },
  }),
};
