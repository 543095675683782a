import { importFixture } from '../../test/imports';
import {
  changesOf,
  draftOf,
  missingRequired,
  valueMapGroups,
  withColumn,
  withValueMapped,
} from './import-draft';
import { countsLine, importTitle, rowsOf } from './import-labels';

describe('the import draft', () => {
  it('changes nothing until a field, a value or the locale changes', () => {
    const record = importFixture();
    expect(changesOf(record, draftOf(record))).toBeNull();
  });

  it('sends only the sheets, value maps and locale that changed', () => {
    const record = importFixture();
    let draft = withColumn(draftOf(record), 'tasks', 'name', 'Title');
    draft = { ...draft, locale: 'en' };
    expect(changesOf(record, draft)).toEqual({
      locale: 'en',
      sheets: [{ kind: 'tasks', mapping: { ...record.sheets[0]!.mapping, name: 'Title' } }],
    });
    draft = withValueMapped(draft, 'status', 'Doing', 'inProgress');
    expect(changesOf(record, draft)?.valueMaps).toEqual({
      status: { Open: 'todo', Doing: 'inProgress' },
      assignee: { 'ghost@example.com': null },
    });
  });

  it('names the required fields no column feeds', () => {
    const record = importFixture();
    expect(missingRequired('tasks', record.sheets[0]!.mapping).map((f) => f.label)).toEqual([
      'Name',
    ]);
    const draft = withColumn(draftOf(record), 'tasks', 'name', 'Title');
    expect(missingRequired('tasks', draft.mappings.tasks)).toEqual([]);
  });

  it('lists the value maps of mapped choice and user fields, unknown values first', () => {
    const record = importFixture();
    const groups = valueMapGroups(record, draftOf(record));
    expect(groups.map((g) => [g.field.key, g.values])).toEqual([
      [
        'status',
        [
          // Not among the choices and not in the map: from the preview ("done" is a choice).
          { value: 'Doing', mapped: null },
          { value: 'Open', mapped: 'todo' },
        ],
      ],
      ['assignee', [{ value: 'ghost@example.com', mapped: null }]],
    ]);
    const unmapped = withColumn(draftOf(record), 'tasks', 'status', null);
    expect(valueMapGroups(record, unmapped).map((g) => g.field.key)).toEqual(['assignee']);
  });
});

describe('the import labels', () => {
  it('say what an import brings, from where, and its counts in words', () => {
    expect(importTitle(importFixture())).toBe('Tasks from a file');
    expect(importTitle(importFixture({ source: 'redmine' }))).toBe('Redmine server');
    expect(rowsOf(12000, 100000)).toBe('12,000 of 100,000 rows');
    const counts = { rows: 1200, valid: 1198, errors: 2, created: 1100, updated: 98 };
    expect(countsLine({ status: 'mapping', counts })).toBe('1,200 rows');
    expect(countsLine({ status: 'checked', counts })).toBe(
      '1,200 rows: 1,198 valid, 2 with problems',
    );
    expect(countsLine({ status: 'committed', counts })).toBe('1,100 added, 98 updated');
  });
});
