import { useState } from 'react';
import { FigureTable, Stack, Switch, Text } from '@keel/ui';
import type { ImportMapping, ImportSheet } from '@keel/types';
import { formatNumber } from '../../../lib/format';
import { fieldsOf } from '../import-draft';
import { SHEET_KIND_LABELS } from '../import-labels';
import * as styles from '../imports.css';

/** The file numbers its rows with the header as row 1: the first data row is row 2. */
const FIRST_ROW = 2;

/**
 * The first rows of a sheet as the file has them, each column's header with
 * the field it feeds under it; after a dry run the rows with a problem say so
 * and can be shown alone.
 */
export function PreviewTable({
  sheet,
  mapping,
  problemRows,
}: {
  sheet: ImportSheet;
  mapping: ImportMapping | undefined;
  /** The rows the last dry run found a problem in. */
  problemRows: ReadonlySet<number>;
}) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const fields = fieldsOf(sheet.kind);
  const feeds = (column: string) =>
    fields.filter((field) => mapping?.[field.key] === column).map((field) => field.label);
  const rows = sheet.preview
    .map((cells, index) => ({ cells, row: index + FIRST_ROW }))
    .filter(({ row }) => !onlyProblems || problemRows.has(row));

  return (
    <Stack gap="small">
      {problemRows.size > 0 ? (
        <Switch isSelected={onlyProblems} onChange={setOnlyProblems}>
          Only rows with problems
        </Switch>
      ) : null}
      <FigureTable verticalAlign="top">
        <caption>
          <Text tone="muted" size="small">
            {SHEET_KIND_LABELS[sheet.kind]}: the first {formatNumber(sheet.preview.length)} of{' '}
            {formatNumber(sheet.rowCount)} rows
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {sheet.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
                <span className={styles.mappedTo}>
                  {feeds(column).length > 0 ? `→ ${feeds(column).join(', ')}` : 'Not imported'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ cells, row }) => (
            <tr key={row}>
              <th scope="row" data-nowrap>
                {row}
                {problemRows.has(row) ? (
                  <Text tone="critical" size="small">
                    {' '}
                    Problem
                  </Text>
                ) : null}
              </th>
              {sheet.columns.map((column, index) => (
                <td key={column}>{cells[index] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </Stack>
  );
}
