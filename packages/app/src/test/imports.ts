import type { Import, ImportSheet } from '@keel/types';

/* Imports as the API answers them (issue 34), for the imports feature's tests. */

/** A tasks file whose "Title" header the guess did not take for the name (left unmapped). */
export function tasksSheetFixture(over: Partial<ImportSheet> = {}): ImportSheet {
  return {
    kind: 'tasks',
    columns: ['Ref', 'Project', 'Title', 'State', 'Owner', 'Hours'],
    mapping: {
      externalId: 'Ref',
      project: 'Project',
      name: null,
      status: 'State',
      assignee: 'Owner',
      estimate: 'Hours',
    },
    rowCount: 3,
    preview: [
      ['T-1', 'KEEL-001', 'Draw the plans', 'Open', 'pm@example.com', '7,5'],
      ['T-2', 'KEEL-001', 'Lay the keel', 'Doing', 'ghost@example.com', '12'],
      ['T-3', 'KEEL-001', '', 'done', 'pm@example.com', 'x'],
    ],
    ...over,
  };
}

export function importFixture(over: Partial<Import> = {}): Import {
  return {
    id: 12,
    source: 'file',
    fileName: 'tasks.csv',
    sourceUrl: null,
    status: 'mapping',
    locale: 'de',
    sheets: [tasksSheetFixture()],
    valueMaps: { status: { Open: 'todo', Doing: null }, assignee: { 'ghost@example.com': null } },
    counts: { rows: 3, valid: 0, errors: 0, created: 0, updated: 0 },
    createdBy: { id: 1, name: 'Ada Admin', initials: 'AA', color: '#2f5bd3' },
    createdAt: '2026-11-30T09:00:00.000Z',
    checkedAt: null,
    committedAt: null,
    rolledBackAt: null,
    version: 1,
    ...over,
  };
}
