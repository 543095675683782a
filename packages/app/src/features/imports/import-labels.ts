import type { Tone } from '@keel/ui';
import type { Import, ImportKind, ImportLocale, ImportSheetKind, ImportStatus } from '@keel/types';
import { formatNumber } from '../../lib/format';

/** A sheet's kind as a heading or a picker says it. */
export const SHEET_KIND_LABELS: Record<ImportSheetKind, string> = {
  projects: 'Projects',
  tasks: 'Tasks',
  timeEntries: 'Time entries',
  contacts: 'Contacts',
  projectMembers: 'Project members',
  taskComments: 'Task comments',
};

/** The kinds a file brings, for the upload's picker. */
export const FILE_KIND_ITEMS: { id: ImportKind; name: string }[] = (
  ['projects', 'tasks', 'timeEntries', 'contacts'] as const
).map((id) => ({ id, name: SHEET_KIND_LABELS[id] }));

/** The status in words (the badge's text: its tone is never the only signal). */
export const STATUS_LABELS: Record<ImportStatus, { label: string; tone: Tone }> = {
  mapping: { label: 'Mapping', tone: 'neutral' },
  checked: { label: 'Checked', tone: 'info' },
  committed: { label: 'Committed', tone: 'positive' },
  rolledBack: { label: 'Rolled back', tone: 'caution' },
};

export const LOCALE_ITEMS: { id: ImportLocale; name: string }[] = [
  { id: 'en', name: 'English: 1,234.56 and 12/31/2025' },
  { id: 'de', name: 'German: 1.234,56 and 31.12.2025' },
];

/** What an import brings and from where: "Tasks from a file", "Redmine server". */
export function importTitle(record: Pick<Import, 'source' | 'sheets'>): string {
  if (record.source === 'redmine') return 'Redmine server';
  const kind = record.sheets[0]?.kind;
  return kind ? `${SHEET_KIND_LABELS[kind]} from a file` : 'File';
}

/** The file's name or the server's address. */
export function importOrigin(record: Pick<Import, 'fileName' | 'sourceUrl'>): string {
  return record.fileName ?? record.sourceUrl ?? '—';
}

/** "12,000 of 100,000 rows" */
export function rowsOf(processed: number, total: number): string {
  return `${formatNumber(processed)} of ${formatNumber(total)} rows`;
}

/**
 * The counts as a line: before a dry run the rows only; after it the valid and
 * failing rows; once committed what was added and updated.
 */
export function countsLine(record: Pick<Import, 'status' | 'counts'>): string {
  const { rows, valid, errors, created, updated } = record.counts;
  const read = `${formatNumber(rows)} ${rows === 1 ? 'row' : 'rows'}`;
  if (record.status === 'mapping') return read;
  if (record.status === 'checked')
    return `${read}: ${formatNumber(valid)} valid, ${formatNumber(errors)} with problems`;
  return `${formatNumber(created)} added, ${formatNumber(updated)} updated`;
}
