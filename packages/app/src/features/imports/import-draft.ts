import {
  IMPORT_FIELDS,
  type Import,
  type ImportFieldSpec,
  type ImportLocale,
  type ImportMapping,
  type ImportSheetKind,
  type ImportUpdateInput,
  type ImportValueMaps,
} from '@keel/types';

/*
 * What the person is changing on the mapping step before it is saved: the
 * file's locale, each sheet's mapping, the value maps. The page saves the
 * changes (`changesOf`) with the import's version right before a dry run.
 */

export interface ImportDraft {
  locale: ImportLocale;
  mappings: Partial<Record<ImportSheetKind, ImportMapping>>;
  valueMaps: ImportValueMaps;
}

/** A mapped value of a value map: a choice, a user id, or null (leave empty). */
export type MappedValue = string | number | null;

export function draftOf(record: Import): ImportDraft {
  return {
    locale: record.locale,
    mappings: Object.fromEntries(record.sheets.map((sheet) => [sheet.kind, sheet.mapping])),
    valueMaps: record.valueMaps,
  };
}

export function fieldsOf(kind: ImportSheetKind): readonly ImportFieldSpec[] {
  return IMPORT_FIELDS[kind];
}

/** The column a field is read from, or null when it is not imported. */
export function columnOf(mapping: ImportMapping | undefined, key: string): string | null {
  return mapping?.[key] ?? null;
}

/** The required fields of a sheet that no column feeds. */
export function missingRequired(kind: ImportSheetKind, mapping: ImportMapping | undefined) {
  return fieldsOf(kind).filter((field) => field.required && columnOf(mapping, field.key) === null);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the draft changes of the import as read (for `PUT`), or null when nothing. */
export function changesOf(
  record: Import,
  draft: ImportDraft,
): Omit<ImportUpdateInput, 'version'> | null {
  const read = draftOf(record);
  const changes: Omit<ImportUpdateInput, 'version'> = {};
  if (draft.locale !== read.locale) changes.locale = draft.locale;
  const sheets = record.sheets
    .filter((sheet) => !same(draft.mappings[sheet.kind], read.mappings[sheet.kind]))
    .map((sheet) => ({ kind: sheet.kind, mapping: draft.mappings[sheet.kind] ?? {} }));
  if (sheets.length > 0) changes.sheets = sheets;
  if (!same(draft.valueMaps, read.valueMaps)) changes.valueMaps = draft.valueMaps;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** One field whose values of the file are mapped to what they mean here. */
export interface ValueMapGroup {
  field: ImportFieldSpec;
  /** The file's values, those without a meaning here first. */
  values: { value: string; mapped: MappedValue }[];
}

/**
 * The value maps to show: for each `choice` or `user` field a column feeds, the
 * values the import lists in its value map (the server's guesses and the
 * values it did not know), and for a `choice` field also the values of the
 * preview that are none of its choices.
 */
export function valueMapGroups(record: Import, draft: ImportDraft): ValueMapGroup[] {
  const groups = new Map<string, ValueMapGroup>();
  for (const sheet of record.sheets) {
    const mapping = draft.mappings[sheet.kind];
    for (const field of fieldsOf(sheet.kind)) {
      if (field.type !== 'choice' && field.type !== 'user') continue;
      const column = columnOf(mapping, field.key);
      if (column === null) continue;
      const map = draft.valueMaps[field.key] ?? {};
      const values = new Map<string, MappedValue>(Object.entries(map));
      const index = sheet.columns.indexOf(column);
      if (field.type === 'choice' && index >= 0) {
        const choices = (field.choices ?? []).map((c) => c.toLowerCase());
        for (const row of sheet.preview) {
          const value = row[index]?.trim() ?? '';
          if (value !== '' && !choices.includes(value.toLowerCase()) && !values.has(value))
            values.set(value, null);
        }
      }
      if (values.size === 0) continue;
      const group = groups.get(field.key) ?? { field, values: [] };
      for (const [value, mapped] of values)
        if (!group.values.some((v) => v.value === value)) group.values.push({ value, mapped });
      groups.set(field.key, group);
    }
  }
  return [...groups.values()].map((group) => ({
    ...group,
    values: [...group.values].sort(
      (a, b) =>
        Number(a.mapped !== null) - Number(b.mapped !== null) || a.value.localeCompare(b.value),
    ),
  }));
}

/** The draft with one value of one field mapped anew. */
export function withValueMapped(
  draft: ImportDraft,
  key: string,
  value: string,
  mapped: MappedValue,
): ImportDraft {
  return {
    ...draft,
    valueMaps: { ...draft.valueMaps, [key]: { ...draft.valueMaps[key], [value]: mapped } },
  };
}

/** The draft with one field of one sheet read from `column` (null: not imported). */
export function withColumn(
  draft: ImportDraft,
  kind: ImportSheetKind,
  key: string,
  column: string | null,
): ImportDraft {
  return {
    ...draft,
    mappings: { ...draft.mappings, [kind]: { ...draft.mappings[kind], [key]: column } },
  };
}
