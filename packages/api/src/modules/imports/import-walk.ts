import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import {
  IMPORT_PROBLEMS_LISTED,
  type ImportCounts,
  type ImportProblem,
  type ImportSheetKind,
} from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { randomStoredName } from '../../lib/multipart';
import type { AuthUser } from '../auth';
import { importDir, sheetRows } from './import-files';
import * as records from './import-records.repository';
import {
  columnIndexes,
  problemsOfError,
  readRow,
  type RowProblem,
  type RowValues,
  type WalkContext,
} from './import-row';
import type { TimeEntryDraft } from '../timesheet';
import type { TimeEntryImports } from './import-time-entries';
import { WRITE_FIELDS, WRITERS, type Written } from './import-writers';
import type { ImportRecord, StoredSheet } from './imports.repository';

/**
 * The one walk of an import's rows (README.md § Dry run and commit): the
 * sheets in order, each row read into typed values and written through the
 * owning module inside the caller's transaction, one savepoint a row (time
 * entries a batch at a time). The dry run rolls the transaction back; the
 * commit keeps it when no row had a problem. Every problem goes to the
 * import's problems file (the report reads it); the first ones are answered.
 */

export const SHEET_ORDER: readonly ImportSheetKind[] = [
  'projects',
  'projectMembers',
  'contacts',
  'tasks',
  'taskComments',
  'timeEntries',
];

const TIME_ENTRY_CHUNK = 1000;
const RECORD_BATCH = 500;

export interface WalkResult {
  counts: ImportCounts;
  problems: ImportProblem[];
  problemCount: number;
}

export interface WalkOptions {
  timeEntries: TimeEntryImports;
  onProgress?: (processed: number, total: number) => void;
}

/** The problems file of an import (the last walk's). */
export const problemsFile = (dataDir: string, importId: number) =>
  path.join(importDir(dataDir, importId), 'problems.jsonl');

class Tally {
  readonly counts: ImportCounts = { rows: 0, valid: 0, errors: 0, created: 0, updated: 0 };
  readonly listed: ImportProblem[] = [];
  problemCount = 0;
  private pending: records.ImportedRecord[] = [];
  private readonly out: fs.WriteStream;
  readonly tempFile: string;

  constructor(
    private readonly trx: Db,
    private readonly importId: number,
    dir: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.tempFile = path.join(dir, `problems-${randomStoredName()}.tmp`);
    this.out = fs.createWriteStream(this.tempFile);
  }

  async problem(problem: ImportProblem): Promise<void> {
    this.problemCount += 1;
    if (this.listed.length < IMPORT_PROBLEMS_LISTED) this.listed.push(problem);
    if (!this.out.write(`${JSON.stringify(problem)}\n`)) await once(this.out, 'drain');
  }

  async written(kind: ImportSheetKind, row: number, written: Written): Promise<void> {
    this.counts[written.action] += 1;
    this.pending.push({ sheetKind: kind, row, ...written });
    if (this.pending.length >= RECORD_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    await records.insertRecords(this.trx, this.importId, this.pending);
    this.pending = [];
  }

  async close(keepAt: string | null): Promise<void> {
    this.out.end();
    await once(this.out, 'close');
    if (keepAt) await fs.promises.rename(this.tempFile, keepAt);
    else await fs.promises.rm(this.tempFile, { force: true });
  }
}

interface SheetWalk {
  ctx: WalkContext;
  tally: Tally;
  sheet: StoredSheet;
  problemsOf: (row: number, problems: RowProblem[]) => Promise<void>;
  /** A second row of the sheet with the same external id: its problem, and true. */
  duplicate: (values: RowValues, row: number) => Promise<boolean>;
  externalId: (values: RowValues, row: number) => Promise<{ existingId: number | null } | null>;
  remember: (values: RowValues, recordId: number) => Promise<void>;
}

function sheetWalk(ctx: WalkContext, tally: Tally, sheet: StoredSheet): SheetWalk {
  const seen = new Set<string>();
  const columnOf = (field: string | null) =>
    field === null ? null : (sheet.mapping[field] ?? null);
  return {
    ctx,
    tally,
    sheet,
    async problemsOf(row, problems) {
      for (const problem of problems)
        await tally.problem({
          kind: sheet.kind,
          row,
          column: columnOf(problem.field),
          message: problem.message,
        });
    },
    async duplicate(values, row) {
      if (typeof values.externalId !== 'string') return false;
      if (!seen.has(values.externalId)) {
        seen.add(values.externalId);
        return false;
      }
      await this.problemsOf(row, [
        {
          field: 'externalId',
          message: `The external id ${values.externalId} appears twice in the sheet`,
        },
      ]);
      return true;
    },
    async externalId(values, row) {
      if (await this.duplicate(values, row)) return null;
      if (typeof values.externalId !== 'string') return { existingId: null };
      return {
        existingId: await records.externalRecord(
          ctx.deps.knex,
          ctx.origin,
          sheet.kind,
          values.externalId,
        ),
      };
    },
    async remember(values, recordId) {
      if (typeof values.externalId === 'string')
        await records.saveExternalId(ctx.deps.knex, {
          origin: ctx.origin,
          kind: sheet.kind,
          externalId: values.externalId,
          recordId,
          importId: ctx.importId,
        });
    },
  };
}

const fieldMapper = (kind: ImportSheetKind) => (name: string) => WRITE_FIELDS[kind][name] ?? name;

/** A sheet written row by row, each row in its own savepoint. */
async function walkRows(walk: SheetWalk, dir: string, tick: () => void): Promise<void> {
  const { ctx, sheet, tally } = walk;
  const writer = WRITERS[sheet.kind];
  if (!writer) return;
  const indexes = columnIndexes(sheet.columns, sheet.mapping);
  const fieldOf = fieldMapper(sheet.kind);
  for await (const { row, cells } of sheetRows(dir, sheet.kind)) {
    tally.counts.rows += 1;
    tick();
    const read = await readRow(ctx, sheet.kind, indexes, cells);
    const external = read.problems.length === 0 ? await walk.externalId(read.values, row) : null;
    if (read.problems.length > 0 || external === null) {
      await walk.problemsOf(row, read.problems);
      tally.counts.errors += 1;
      continue;
    }
    try {
      const written = await ctx.deps.knex.transaction(async (sp) => {
        const deps = { ...ctx.deps, knex: sp };
        const done = await writer(deps, { ...ctx, deps }, read.values, external.existingId);
        if (done) await walk.remember(read.values, done.recordId);
        return done;
      });
      tally.counts.valid += 1;
      if (written) await tally.written(sheet.kind, row, written);
    } catch (error) {
      await walk.problemsOf(row, problemsOfError(error, fieldOf));
      tally.counts.errors += 1;
    }
  }
}

/** Look-ups of a time-entry sheet, remembered for the sheet's walk (a file names few tasks many times). */
type Remembered = Map<string, number | null>;

async function remembered(
  cache: Remembered,
  key: string,
  find: () => Promise<number | null>,
): Promise<number | null> {
  if (cache.has(key)) return cache.get(key) ?? null;
  const found = await find();
  cache.set(key, found);
  return found;
}

async function taskOfEntry(
  ctx: WalkContext,
  values: RowValues,
  cache: Remembered,
): Promise<number | null> {
  if (typeof values.task !== 'string') return null;
  const task = values.task;
  const found = await remembered(cache, `${String(values.project)}\u0000${task}`, () =>
    findTaskOfEntry(ctx, values.project, task),
  );
  if (found === null)
    throw new Error(`No task "${task}" (an external id, or a task's name in the row's project)`);
  return found;
}

async function findTaskOfEntry(
  ctx: WalkContext,
  project: unknown,
  task: string,
): Promise<number | null> {
  const byExternal = await records.externalRecord(ctx.deps.knex, ctx.origin, 'tasks', task);
  if (byExternal !== null) return byExternal;
  return typeof project === 'number' ? records.taskIdByName(ctx.deps.knex, project, task) : null;
}

async function timesheetTaskOf(
  ctx: WalkContext,
  values: RowValues,
  cache: Remembered,
): Promise<number | null> {
  if (typeof values.timesheetTask !== 'string') return null;
  const name = values.timesheetTask;
  const mapped = ctx.valueMaps.timesheetTask?.[name];
  if (typeof mapped === 'number') return mapped;
  if (mapped === 'task' || mapped === null) return null;
  const found = await remembered(cache, name, () =>
    records.timesheetTaskIdByName(ctx.deps.knex, name),
  );
  if (found === null) throw new Error(`No active timesheet task "${name}"`);
  return found;
}

/** Time entries: drafts read row by row, checked and written a chunk at a time. */
async function walkTimeEntries(
  walk: SheetWalk,
  dir: string,
  tick: () => void,
  options: WalkOptions,
): Promise<void> {
  const { ctx, sheet, tally } = walk;
  const indexes = columnIndexes(sheet.columns, sheet.mapping);
  const batch = await options.timeEntries.start(ctx.deps.knex, ctx.deps, ctx.actor);
  let chunk: Array<{ draft: TimeEntryDraft; values: RowValues }> = [];
  const tasks: Remembered = new Map();
  const timesheetTasks: Remembered = new Map();
  const fieldOf = fieldMapper('timeEntries');
  // The chunk's problems go out in row order: those met reading a row wait for the rules' (flush).
  const held: Array<{ row: number; problems: RowProblem[] }> = [];
  const holding: SheetWalk = {
    ...walk,
    async problemsOf(row, problems) {
      held.push({ row, problems });
    },
  };
  const flush = async () => {
    const externalIds = chunk.flatMap(({ values }) =>
      typeof values.externalId === 'string' ? [values.externalId] : [],
    );
    const existing = await records.externalRecords(
      ctx.deps.knex,
      ctx.origin,
      'timeEntries',
      externalIds,
    );
    for (const { draft, values } of chunk) {
      const entryId =
        typeof values.externalId === 'string' ? existing.get(values.externalId) : undefined;
      if (entryId !== undefined) draft.entryId = entryId;
    }
    const drafts = chunk.map((item) => item.draft);
    const problems = drafts.length === 0 ? [] : await batch.check(drafts);
    const failed = new Set(problems.map((problem) => problem.row));
    const ruled = problems.map((problem) => ({
      row: problem.row,
      problems: [{ field: fieldOf(problem.field), message: problem.message }],
    }));
    for (const { row, problems: ofRow } of [...held, ...ruled].sort((a, b) => a.row - b.row))
      await walk.problemsOf(row, ofRow);
    held.length = 0;
    const passed = chunk.filter((item) => !failed.has(item.draft.row));
    const written = new Map(
      (passed.length === 0 ? [] : await batch.write(passed.map((item) => item.draft))).map(
        (entry) => [entry.row, entry],
      ),
    );
    const remembered: Array<{ externalId: string; recordId: number }> = [];
    for (const { draft, values } of passed) {
      const entry = written.get(draft.row);
      if (!entry) continue;
      if (typeof values.externalId === 'string')
        remembered.push({ externalId: values.externalId, recordId: entry.id });
      await tally.written('timeEntries', draft.row, {
        recordKind: 'timeEntry',
        recordId: entry.id,
        version: entry.version,
        // An entry whose external id mapped to one gone since was created anew.
        action: entry.before === null ? 'created' : 'updated',
        before: entry.before,
      });
    }
    await records.saveExternalIds(
      ctx.deps.knex,
      ctx.origin,
      'timeEntries',
      ctx.importId,
      remembered,
    );
    tally.counts.valid += passed.length;
    tally.counts.errors += failed.size;
    chunk = [];
  };
  for await (const { row, cells } of sheetRows(dir, 'timeEntries')) {
    tally.counts.rows += 1;
    tick();
    const read = await readRow(ctx, 'timeEntries', indexes, cells);
    const duplicate = read.problems.length === 0 && (await holding.duplicate(read.values, row));
    let taskId: number | null = null;
    let timesheetTaskId: number | null = null;
    if (read.problems.length === 0) {
      try {
        taskId = await taskOfEntry(ctx, read.values, tasks);
      } catch (error) {
        read.problems.push({ field: 'task', message: (error as Error).message });
      }
      try {
        timesheetTaskId = await timesheetTaskOf(ctx, read.values, timesheetTasks);
      } catch (error) {
        read.problems.push({ field: 'timesheetTask', message: (error as Error).message });
      }
    }
    if (read.problems.length > 0 || duplicate) {
      await holding.problemsOf(row, read.problems);
      tally.counts.errors += 1;
      continue;
    }
    const v = read.values;
    chunk.push({
      values: v,
      draft: {
        row,
        userId: v.user as number,
        date: v.date as string,
        minutes: v.duration as number,
        // One target, as a typed write's: the task when the row names one (it names its
        // project), else the timesheet task, else the project itself.
        projectId:
          taskId === null && timesheetTaskId === null && typeof v.project === 'number'
            ? v.project
            : null,
        taskId,
        timesheetTaskId: taskId === null ? timesheetTaskId : null,
        note: typeof v.note === 'string' ? v.note : '',
        billable: typeof v.billable === 'boolean' ? v.billable : undefined,
      },
    });
    if (chunk.length >= TIME_ENTRY_CHUNK) await flush();
  }
  if (chunk.length > 0 || held.length > 0) await flush();
}

/**
 * Walks every sheet of the import in `trx` (the caller commits or rolls
 * back). Answers the counts and the first problems; the problems file is
 * replaced with this walk's.
 */
export async function walkImport(
  trx: Db,
  deps: AppDeps,
  actor: AuthUser,
  record: ImportRecord,
  options: WalkOptions,
): Promise<WalkResult> {
  const dir = importDir(deps.config.dataDir, record.id);
  const tally = new Tally(trx, record.id, dir);
  const ctx: WalkContext = {
    deps: { ...deps, knex: trx },
    actor,
    importId: record.id,
    origin: record.origin,
    locale: record.locale,
    valueMaps: record.valueMaps,
    users: new Map(),
    projects: new Map(),
  };
  const total = record.sheets.reduce((sum, sheet) => sum + sheet.rowCount, 0);
  let processed = 0;
  const tick = () => {
    processed += 1;
    if (processed % 500 === 0) options.onProgress?.(processed, total);
  };
  let finished = false;
  try {
    for (const kind of SHEET_ORDER) {
      const sheet = record.sheets.find((s) => s.kind === kind);
      if (!sheet) continue;
      const walk = sheetWalk(ctx, tally, sheet);
      if (kind === 'timeEntries') await walkTimeEntries(walk, dir, tick, options);
      else await walkRows(walk, dir, tick);
    }
    await tally.flush();
    finished = true;
  } finally {
    await tally.close(finished ? problemsFile(deps.config.dataDir, record.id) : null);
  }
  options.onProgress?.(processed, total);
  return { counts: tally.counts, problems: tally.listed, problemCount: tally.problemCount };
}
