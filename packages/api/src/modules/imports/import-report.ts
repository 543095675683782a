import fs from 'node:fs';
import readline from 'node:readline';
import type { ImportProblem } from '@keel/types';
import { csvLine, csvLines, type CsvCell } from '../../lib/csv';
import type { AppDeps } from '../../lib/deps';
import type { TextDownload } from '../../lib/text-download';
import type { AuthUser } from '../auth';
import { importDir, sheetRows } from './import-files';
import * as records from './import-records.repository';
import { problemsFile, SHEET_ORDER } from './import-walk';
import type { ImportRecord } from './imports.repository';
import { importOf } from './imports.service';

/**
 * `GET /api/imports/{importId}/report`: every row of every sheet with its
 * outcome (README.md § Report): `created` / `updated` (the record it wrote)
 * once committed, else `error` with the last dry run's problems or `valid`,
 * or nothing before any dry run. Streamed a window of rows at a time.
 */

const WINDOW = 500;

async function problemsByRow(dataDir: string, importId: number): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const file = problemsFile(dataDir, importId);
  if (!fs.existsSync(file)) return found;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    const problem = JSON.parse(line) as ImportProblem;
    const key = `${problem.kind}:${problem.row}`;
    const text = problem.column ? `${problem.column}: ${problem.message}` : problem.message;
    found.set(key, [...(found.get(key) ?? []), text]);
  }
  return found;
}

async function* reportChunks(deps: AppDeps, record: ImportRecord): AsyncGenerator<string> {
  const dir = importDir(deps.config.dataDir, record.id);
  const problems = await problemsByRow(deps.config.dataDir, record.id);
  const written = record.status === 'committed' || record.status === 'rolledBack';
  for (const kind of SHEET_ORDER) {
    const sheet = record.sheets.find((s) => s.kind === kind);
    if (!sheet) continue;
    yield csvLine(['Sheet', 'Row', ...sheet.columns, 'Outcome', 'Record id', 'Problems']);
    let window: Array<{ row: number; cells: string[] }> = [];
    const flush = async (): Promise<string> => {
      const first = window[0];
      const last = window[window.length - 1];
      if (!first || !last) return '';
      const byRow = new Map<number, records.ImportedRecord>();
      if (written)
        for (const r of await records.recordsOfRows(
          deps.knex,
          record.id,
          kind,
          first.row,
          last.row,
        ))
          byRow.set(r.row, r);
      const lines = window.map(({ row, cells }): CsvCell[] => {
        const done = byRow.get(row);
        const rowProblems = problems.get(`${kind}:${row}`) ?? [];
        const outcome = done
          ? done.action
          : rowProblems.length > 0
            ? 'error'
            : record.status === 'mapping'
              ? ''
              : 'valid';
        const padded = sheet.columns.map((_, index) => cells[index] ?? '');
        return [kind, row, ...padded, outcome, done?.recordId ?? '', rowProblems.join('; ')];
      });
      window = [];
      return csvLines(lines);
    };
    for await (const row of sheetRows(dir, kind)) {
      window.push(row);
      if (window.length >= WINDOW) yield await flush();
    }
    if (window.length > 0) yield await flush();
  }
}

/** The report's download (checked first: an unknown import is a 404 before any byte goes out). */
export async function prepareReport(
  deps: AppDeps,
  _actor: AuthUser,
  importId: number,
): Promise<TextDownload> {
  const record = await importOf(deps.knex, importId);
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `import-${importId}-report.csv`,
    bom: true,
    chunks: reportChunks(deps, record),
  };
}
