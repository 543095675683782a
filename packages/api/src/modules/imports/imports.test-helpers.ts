import type { ErrorBody, Import, ImportDryRun } from '@keel/types';
import ExcelJS from 'exceljs';
import type { ApiResponse, TestServer } from '../../test/test-server';

/**
 * Helpers of the import API tests: uploads of CSV text or XLSX workbooks
 * written by the tests (exceljs), and the calls of an import's life.
 */

export type Cells = Array<
  string | number | Date | boolean | null | { formula: string; result?: unknown }
>;

/** An XLSX workbook of one sheet with these rows (the first the headers). */
export async function xlsx(rows: Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV text of these rows (cells quoted where needed) with the delimiter. */
export function csv(rows: Array<Array<string | number>>, delimiter = ','): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /["\r\n,;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}

export async function upload(
  server: TestServer,
  file: string | Buffer,
  kind: string,
  options: { fileName?: string; account?: 'admin' | 'pm' | 'member' | 'finance' } = {},
): Promise<ApiResponse<Import & ErrorBody>> {
  const form = new FormData();
  form.append('kind', kind);
  const name = options.fileName ?? (typeof file === 'string' ? 'import.csv' : 'import.xlsx');
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
  const response = await fetch(`${server.url}/api/imports`, {
    method: 'POST',
    headers: { cookie: await server.cookieOf(options.account ?? 'admin') },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    body: body as Import & ErrorBody,
    headers: response.headers,
    text,
  };
}

/** Uploads and expects 201. */
export async function uploaded(
  server: TestServer,
  file: string | Buffer,
  kind: string,
): Promise<Import> {
  const response = await upload(server, file, kind);
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text}`);
  return response.body;
}

export async function dryRun(server: TestServer, id: number): Promise<ImportDryRun> {
  const response = await server.call<ImportDryRun>('admin', 'POST', `/api/imports/${id}/dry-run`);
  if (response.status !== 200) throw new Error(`dry run: ${response.status} ${response.text}`);
  return response.body;
}

export function commit(server: TestServer, id: number, version: number) {
  return server.call<Import & ErrorBody>('admin', 'POST', `/api/imports/${id}/commit`, { version });
}

export function rollback(server: TestServer, id: number, version: number) {
  return server.call<Import & ErrorBody>('admin', 'POST', `/api/imports/${id}/rollback`, {
    version,
  });
}

/** The import's report as rows of cells (a naive CSV split: the tests' cells hold no commas). */
export async function report(server: TestServer, id: number): Promise<string[][]> {
  const response = await server.call('admin', 'GET', `/api/imports/${id}/report`);
  if (response.status !== 200) throw new Error(`report: ${response.status} ${response.text}`);
  return response.text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}
