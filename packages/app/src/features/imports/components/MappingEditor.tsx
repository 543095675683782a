import { Select, Stack, Text } from '@keel/ui';
import type { ImportFieldSpec, ImportMapping, ImportSheet } from '@keel/types';
import { formatNumber } from '../../../lib/format';
import { columnOf, fieldsOf } from '../import-draft';
import { SHEET_KIND_LABELS } from '../import-labels';
import * as styles from '../imports.css';

/** The option of a field no column feeds (a header never holds this character). */
export const NOT_IMPORTED = '\u0000not-imported';

const TYPE_HINTS: Partial<Record<ImportFieldSpec['type'], string>> = {
  integer: 'A whole number.',
  money: "An amount in the file's number format.",
  duration: 'Hours: 7.5, 7:30 or 7h 30m.',
  date: "A date in the file's date format.",
  boolean: 'Yes or no.',
  email: 'An e-mail address.',
  user: "A person's e-mail address.",
  project: "A project's code.",
  task: "A task's external id.",
  list: 'Values separated by commas.',
};

function hintOf(field: ImportFieldSpec): string | undefined {
  if (field.type === 'choice' && field.choices)
    return `One of ${field.choices.join(', ')}, or mapped below.`;
  return TYPE_HINTS[field.type];
}

/** A field's label: "(required)" is written out, not only marked by the asterisk or a colour. */
export function fieldLabel(field: ImportFieldSpec): string {
  return field.required ? `${field.label} (required)` : field.label;
}

/**
 * One sheet's mapping: for each of the workspace's fields of its kind, the
 * column it is read from, pre-filled with the server's guess. A required field
 * without a column says so in words.
 */
export function MappingEditor({
  sheet,
  mapping,
  onChange,
  showKind,
  isDisabled,
}: {
  sheet: ImportSheet;
  mapping: ImportMapping | undefined;
  onChange: (key: string, column: string | null) => void;
  /** Names the sheet (an import of several kinds). */
  showKind: boolean;
  isDisabled: boolean;
}) {
  const items = [
    { id: NOT_IMPORTED, name: 'Not imported' },
    ...sheet.columns.map((column) => ({ id: column, name: column })),
  ];
  return (
    <Stack gap="small">
      {showKind ? <Text as="h3">{SHEET_KIND_LABELS[sheet.kind]}</Text> : null}
      <Text tone="muted" size="small">
        {formatNumber(sheet.rowCount)} {sheet.rowCount === 1 ? 'row' : 'rows'},{' '}
        {formatNumber(sheet.columns.length)} columns. Each field is read from the column chosen for
        it.
      </Text>
      <div
        className={styles.fieldGrid}
        role="group"
        aria-label={`Columns of ${SHEET_KIND_LABELS[sheet.kind]}`}
      >
        {fieldsOf(sheet.kind).map((field) => {
          const column = columnOf(mapping, field.key);
          const missing = field.required && column === null;
          return (
            <Select
              key={field.key}
              label={fieldLabel(field)}
              isRequired={field.required}
              items={items}
              value={column ?? NOT_IMPORTED}
              onChange={(key) =>
                onChange(field.key, key === null || key === NOT_IMPORTED ? null : String(key))
              }
              description={hintOf(field)}
              errorMessage={missing ? 'Required: choose the column that holds it.' : undefined}
              isInvalid={missing}
              isDisabled={isDisabled}
            />
          );
        })}
      </div>
    </Stack>
  );
}
