import type { QuoteLineItem, QuoteRevision } from '@keel/types';
import { Columns, Dialog, Stack, FigureTable } from '@keel/ui';
import { formatHours, formatInstant, formatMoney } from '../../../lib/format';
import {
  diffLines,
  diffSummary,
  diffTotals,
  type DiffField,
  type LineDiff,
} from '../revision-diff';
import * as styles from '../quote.css';

const FIELD_TITLES: Record<DiffField, string> = {
  section: 'section',
  description: 'description',
  role: 'role',
  minutes: 'hours',
  rate: 'rate',
  expenses: 'expenses',
  labour: 'labour',
};
const SIDE_FIELDS = ['description', 'role', 'minutes', 'rate', 'expenses', 'labour'] as const;
const SIDE_TITLES = ['Line', 'Role', 'Hours', 'Rate', 'Expenses', 'Labour'];

/** The marker of a row, in words (colour only repeats it). */
function markerOf(row: LineDiff): string {
  switch (row.change) {
    case 'added':
      return 'Added';
    case 'removed':
      return 'Removed';
    case 'changed':
      return `Changed: ${row.fields.map((f) => FIELD_TITLES[f]).join(', ')}`;
    default:
      return 'Same';
  }
}

function fieldText(line: QuoteLineItem, field: (typeof SIDE_FIELDS)[number], currency: string) {
  switch (field) {
    case 'minutes':
      return formatHours(line.minutes);
    case 'rate':
    case 'expenses':
    case 'labour':
      return formatMoney({ amount: line[field], currency });
    case 'description':
      return [line.section, line.description].filter(Boolean).join(' · ') || '—';
    default:
      return line[field] || '—';
  }
}

/** One revision's side of the comparison; rows align with the other side's. */
function Side({
  revision,
  rows,
  side,
}: {
  revision: QuoteRevision;
  rows: readonly LineDiff[];
  side: 'before' | 'after';
}) {
  return (
    <FigureTable>
      <caption className={styles.headCell}>
        Revision {revision.number} · {formatInstant(revision.createdAt)}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            Change
          </th>
          {SIDE_TITLES.map((title, i) => (
            <th key={title} scope="col" className={i >= 2 ? styles.numberHead : styles.headCell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const line = row[side];
          const tint =
            row.change === 'added'
              ? styles.diffAdded
              : row.change === 'removed'
                ? styles.diffRemoved
                : '';
          return (
            <tr key={row.key} className={tint}>
              <td className={styles.cell}>
                <span className={styles.diffMarker}>{markerOf(row)}</span>
              </td>
              {SIDE_FIELDS.map((field, i) => {
                const changed =
                  row.change === 'changed' &&
                  (row.fields.includes(field) ||
                    (field === 'description' && row.fields.includes('section')));
                const base = i >= 2 ? styles.numberCell : styles.cell;
                return (
                  <td key={field} className={changed ? `${base} ${styles.diffChangedField}` : base}>
                    {line ? (
                      fieldText(line, field, revision.currency)
                    ) : (
                      <span className={styles.muted}>not in this revision</span>
                    )}
                    {changed ? <span className={styles.visuallyHidden}> (changed)</span> : null}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </FigureTable>
  );
}

/**
 * Two revisions side by side (issue 14: "a side-by-side diff of any two
 * revisions"): lines matched by key, each row marked Added / Removed /
 * Changed (naming the fields) in text, then the totals compared. Loaded
 * lazily: most visits to a quote never open it.
 */
export default function RevisionDiffDialog({
  older,
  newer,
  onClose,
}: {
  older: QuoteRevision;
  newer: QuoteRevision;
  onClose: () => void;
}) {
  const rows = diffLines(older.lineItems, newer.lineItems);
  const counts = diffSummary(rows);
  const totals = diffTotals(older.totals, newer.totals);
  const money = (amount: number | null, currency: string) =>
    amount === null ? '—' : formatMoney({ amount, currency });
  const sameCurrency = older.currency === newer.currency;
  return (
    <Dialog
      title={`Revision ${older.number} compared with revision ${newer.number}`}
      size="large"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="large">
        <p className={styles.muted} role="status">
          {counts.added} added, {counts.removed} removed, {counts.changed} changed,{' '}
          {counts.unchanged} unchanged.
          {sameCurrency ? '' : ` Currency changed from ${older.currency} to ${newer.currency}.`}
        </p>
        <Columns minColumnWidth={420}>
          <Side revision={older} rows={rows} side="before" />
          <Side revision={newer} rows={rows} side="after" />
        </Columns>
        <FigureTable>
          <caption className={styles.headCell}>Totals compared</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                Figure
              </th>
              <th scope="col" className={styles.numberHead}>
                Revision {older.number}
              </th>
              <th scope="col" className={styles.numberHead}>
                Revision {newer.number}
              </th>
              <th scope="col" className={styles.numberHead}>
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr key={row.field}>
                <th scope="row" className={styles.cell}>
                  {row.label}
                </th>
                <td className={styles.numberCell}>{money(row.before, older.currency)}</td>
                <td className={styles.numberCell}>{money(row.after, newer.currency)}</td>
                <td
                  className={
                    row.delta
                      ? `${styles.numberCell} ${styles.diffChangedField}`
                      : styles.numberCell
                  }
                >
                  {row.delta === null || !sameCurrency
                    ? '—'
                    : row.delta === 0
                      ? 'no change'
                      : `${row.delta > 0 ? '+' : '−'}${formatMoney({ amount: Math.abs(row.delta), currency: newer.currency })}`}
                </td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </Stack>
    </Dialog>
  );
}
