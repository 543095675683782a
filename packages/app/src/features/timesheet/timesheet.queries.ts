import { queryOptions } from '@tanstack/react-query';
import { buildPath, TIMESHEET_EXPORT_RUN_PATH, timesheetEndpoints } from '@keel/types';
import { ApiError, toQueryString, endpointQueryOptions, pageQueryOptions } from '../../lib/api';

/**
 * Query keys of the timesheet feature, from general to specific. Every read
 * of entries (a user's range, a week's status) sits under `entries()` or
 * `weeks()`, so one invalidation after an entry write refreshes the grid, the
 * calendar and the week's totals together. The task page's time log lives in
 * the tasks feature (`tasksKeys.timelog`) and is refreshed by the same writes.
 */
export const timesheetKeys = {
  all: ['timesheet'] as const,
  entries: () => [...timesheetKeys.all, 'entries'] as const,
  /** A user's entries from one day to another (`userId` null: the caller's). */
  range: (userId: number | null, from: string, to: string) =>
    [...timesheetKeys.entries(), { userId, from, to }] as const,
  weeks: () => [...timesheetKeys.all, 'week'] as const,
  week: (userId: number, weekStart: string) =>
    [...timesheetKeys.weeks(), userId, weekStart] as const,
  allLocks: () => [...timesheetKeys.all, 'locks'] as const,
  locks: (page: number) => [...timesheetKeys.allLocks(), page] as const,
  allTasks: () => [...timesheetKeys.all, 'tasks'] as const,
  tasks: (includeInactive: boolean) => [...timesheetKeys.allTasks(), { includeInactive }] as const,
  /** Tasks and projects matching a text, as time targets (the target picker). */
  targetSearch: (text: string, scope: TargetSearchScope = ALL_TARGETS) =>
    [...timesheetKeys.all, 'target-search', text, scope] as const,
  timeInLieu: () => [...timesheetKeys.all, 'time-in-lieu'] as const,
  timeInLieuPage: (page: number) => [...timesheetKeys.timeInLieu(), 'balances', page] as const,
  /** One's own balance, as the timesheet shows it. */
  ownTimeInLieu: () => [...timesheetKeys.timeInLieu(), 'own'] as const,
  timeInLieuAdjustments: (userId: number, page: number) =>
    [...timesheetKeys.timeInLieu(), 'adjustments', userId, page] as const,
  exportTemplates: () => [...timesheetKeys.all, 'export-templates'] as const,
};

/**
 * How long a week's entries and status just read count as fresh: the page's
 * loader reads them (`week.prefetch.ts`) a moment before the page mounts, and
 * a stale answer would be asked for again on mount (twice the requests on a
 * phone). Every write invalidates them (timesheetKeys), so this only spares
 * re-reading what nobody changed here.
 */
const WEEK_STALE_MS = 30_000;

/**
 * A user's time entries from `from` to `to` (included), with how far the range
 * is locked (`lockedThrough`) and the status of its submitted weeks.
 */
export function timeEntriesQueryOptions(userId: number | null, from: string, to: string) {
  return queryOptions({
    ...pageQueryOptions(timesheetKeys.range(userId, from, to), timesheetEndpoints.listEntries, {
      query: { userId: userId ?? undefined, from, to },
    }),
    staleTime: WEEK_STALE_MS,
  });
}

/** Where a user's week stands (open, submitted, approved, rejected) and its version. */
export function timesheetWeekQueryOptions(userId: number, weekStart: string) {
  return queryOptions({
    ...endpointQueryOptions(timesheetKeys.week(userId, weekStart), timesheetEndpoints.getWeek, {
      params: { userId, weekStart },
    }),
    staleTime: WEEK_STALE_MS,
  });
}

export function timesheetLocksQueryOptions(page = 1) {
  return endpointQueryOptions(timesheetKeys.locks(page), timesheetEndpoints.listLocks, {
    query: { page },
  });
}

/** Timesheet tasks (Leave, Training...): the active ones, or all for their managers. */
export function timesheetTasksQueryOptions(includeInactive = false) {
  return queryOptions({
    ...endpointQueryOptions(timesheetKeys.tasks(includeInactive), timesheetEndpoints.listTasks, {
      query: { includeInactive: includeInactive ? 'true' : undefined },
    }),
    staleTime: 5 * 60 * 1000,
  });
}

/** Time-in-lieu balances: everyone's for account readers, otherwise one's own. */
export function timeInLieuQueryOptions(page = 1) {
  return endpointQueryOptions(timesheetKeys.timeInLieuPage(page), timesheetEndpoints.timeInLieu, {
    query: { page },
  });
}

/**
 * The caller's own time-in-lieu balance (null: no account, i.e. no employee
 * record), asked for by `userId`: account readers would otherwise get, and the
 * server compute, everyone's.
 */
export function ownTimeInLieuQueryOptions(userId: number) {
  return queryOptions({
    ...endpointQueryOptions(timesheetKeys.ownTimeInLieu(), timesheetEndpoints.timeInLieu, {
      query: { userId },
    }),
    select: (page) => page.items[0] ?? null,
  });
}

export function timeInLieuAdjustmentsQueryOptions(userId: number, page = 1) {
  return endpointQueryOptions(
    timesheetKeys.timeInLieuAdjustments(userId, page),
    timesheetEndpoints.timeInLieuAdjustments,
    { params: { userId }, query: { page } },
  );
}

/** Which lists the target search may ask (`targetSearchScope` in time-targets.ts). */
export interface TargetSearchScope {
  tasks: boolean;
  projects: boolean;
}
export const ALL_TARGETS: TargetSearchScope = { tasks: true, projects: true };

/** The timesheet export templates, by name. */
export function exportTemplatesQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(
      timesheetKeys.exportTemplates(),
      timesheetEndpoints.listExportTemplates,
    ),
    select: (list) => list.items,
  });
}

/** How far a download has come: bytes received, and lines for CSV (rows, header included). */
export interface DownloadProgress {
  bytes: number;
  /** Lines received so far (CSV only; XLSX arrives compressed, so only its bytes are known). */
  lines: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  bytes: number;
  /** Data rows of a CSV file (without its header); null for XLSX. */
  rows: number | null;
}

/** `attachment; filename="a.csv"; filename*=UTF-8''a.csv` -> `a.csv` (the exact name when given). */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact?.[1]) return decodeURIComponent(exact[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Runs an export template over a range and reads the streamed file chunk by
 * chunk, reporting bytes (and CSV lines) as they arrive, so the page can show
 * progress however long the file is. Not a query: the file is kept by the
 * caller (saved through an object URL), never cached. A 4xx is an `ApiError`
 * with the API's body, as `apiRequest` throws it.
 */
export async function downloadExportRun(
  templateId: number,
  range: { from: string; to: string },
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const path = buildPath(TIMESHEET_EXPORT_RUN_PATH, { templateId }) + toQueryString(range);
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', undefined, { cause: error });
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(response.status, response.statusText, body);
  }
  const isCsv = (response.headers.get('content-type') ?? '').startsWith('text/csv');
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    // RFC 4180 records end in CRLF; a line break inside a quoted note counts too
    // (a progress figure, not the row count: that is taken at the end).
    if (isCsv) for (const byte of value) if (byte === 10) lines++;
    onProgress({ bytes, lines: isCsv ? lines : null });
  }
  const blob = new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition'), 'timesheet-export'),
    bytes,
    rows: isCsv ? Math.max(0, lines - 1) : null,
  };
}
