import { useState } from 'react';
import {
  Callout,
  DataTable,
  FactList,
  Inline,
  Link,
  Select,
  Stack,
  Text,
  type DataTableColumn,
} from '@keel/ui';
import {
  IMPORT_PROBLEMS_LISTED,
  importReportPath,
  type Import,
  type ImportDryRun,
  type ImportProblem,
} from '@keel/types';
import { formatNumber } from '../../../lib/format';
import { SHEET_KIND_LABELS } from '../import-labels';

const EVERY = '\u0000every';
/** The filter's key for problems of a whole row (no column); a header never holds this character. */
const WHOLE_ROW = '\u0000row';
const columnKey = (p: ImportProblem) => p.column ?? WHOLE_ROW;

/** The report of every row's outcome, a CSV download. */
export function ReportLink({ record }: { record: Pick<Import, 'id'> }) {
  return (
    <Link href={importReportPath(record.id)} download>
      Download the report (CSV)
    </Link>
  );
}

/** The counts of the last dry run (or of the commit, once committed). */
export function ImportCounts({ record }: { record: Pick<Import, 'counts' | 'status'> }) {
  const { rows, valid, errors, created, updated } = record.counts;
  const done = record.status === 'committed' || record.status === 'rolledBack';
  return (
    <FactList
      layout="inline"
      aria-label="Counts"
      facts={[
        { term: 'Rows', value: formatNumber(rows) },
        { term: 'Valid', value: formatNumber(valid) },
        { term: 'With problems', value: formatNumber(errors) },
        { term: done ? 'Added' : 'Would add', value: formatNumber(created) },
        { term: done ? 'Updated' : 'Would update', value: formatNumber(updated) },
      ]}
    />
  );
}

const problemKey = (p: ImportProblem, index: number) => `${p.kind}:${p.row}:${index}`;

/**
 * The dry run's answer: the counts, the problems (filtered by sheet and by
 * column), a note when only the first are listed, and the report.
 */
export function DryRunResults({ result }: { result: ImportDryRun }) {
  const [kind, setKind] = useState<string>(EVERY);
  const [column, setColumn] = useState<string>(EVERY);
  const record = result.import;
  const kinds = [...new Set(result.problems.map((p) => p.kind))];
  const columnsNamed = [...new Set(result.problems.map(columnKey))];
  const shown = result.problems
    .map((problem, index) => ({ ...problem, id: problemKey(problem, index) }))
    .filter((p) => kind === EVERY || p.kind === kind)
    .filter((p) => column === EVERY || columnKey(p) === column);

  const columns: DataTableColumn<(typeof shown)[number]>[] = [
    ...(record.sheets.length > 1
      ? [{ id: 'kind', header: 'Sheet', cell: (p: ImportProblem) => SHEET_KIND_LABELS[p.kind] }]
      : []),
    { id: 'row', header: 'Row', width: 80, align: 'end', cell: (p) => formatNumber(p.row) },
    { id: 'column', header: 'Column', cell: (p) => p.column ?? 'The row' },
    { id: 'message', header: 'Problem', width: '3fr', isRowHeader: true, cell: (p) => p.message },
  ];

  return (
    <Stack gap="medium">
      <ImportCounts record={record} />
      {result.problems.length === 0 ? (
        <Callout tone="positive" announce="status">
          Every row can be written: nothing was written yet.
        </Callout>
      ) : (
        <Callout tone="critical" announce="status">
          {formatNumber(record.counts.errors)}{' '}
          {record.counts.errors === 1 ? 'row has' : 'rows have'} problems: fix the mapping, the
          values or the file, then check again.
        </Callout>
      )}
      {result.problemsTruncated ? (
        <Callout tone="info" announce="none">
          Only the first {formatNumber(IMPORT_PROBLEMS_LISTED)} problems are listed here; the report
          lists every one.
        </Callout>
      ) : null}
      {result.problems.length > 0 ? (
        <>
          <Inline gap="medium" align="end" role="group" aria-label="Filter the problems">
            {record.sheets.length > 1 ? (
              <Select
                label="Sheet"
                items={[
                  { id: EVERY, name: 'Every sheet' },
                  ...kinds.map((k) => ({ id: k, name: SHEET_KIND_LABELS[k] })),
                ]}
                value={kind}
                onChange={(key) => setKind(key === null ? EVERY : String(key))}
              />
            ) : null}
            <Select
              label="Column"
              items={[
                { id: EVERY, name: 'Every column' },
                ...columnsNamed.map((c) => ({ id: c, name: c === WHOLE_ROW ? 'The row' : c })),
              ]}
              value={column}
              onChange={(key) => setColumn(key === null ? EVERY : String(key))}
            />
            <Text tone="muted" size="small" aria-live="polite">
              {formatNumber(shown.length)} of {formatNumber(result.problems.length)} problems shown
            </Text>
          </Inline>
          <DataTable
            aria-label="Problems"
            columns={columns}
            rows={shown}
            getRowId={(p) => p.id}
            height={Math.min(400, 48 + shown.length * 40)}
          />
        </>
      ) : null}
      <ReportLink record={record} />
    </Stack>
  );
}
