import type { QuoteLineItem, QuoteRevision } from '@keel/types';
import { Columns, Dialog, FigureTable, Stack, Text, VisuallyHidden } from '@keel/ui';
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
      <caption className={styles.caption}>
        <Text tone="muted" size="small" weight="medium">
          Revision {revision.number} · {formatInstant(revision.createdAt)}
        </Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">Change</th>
          {SIDE_TITLES.map((title, i) => (
            <th key={title} scope="col" data-numeric={i >= 2 || undefined}>
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
              <td>
                <span className={styles.diffMarker}>{markerOf(row)}</span>
              </td>
              {SIDE_FIELDS.map((field, i) => {
                const changed =
                  row.change === 'changed' &&
                  (row.fields.includes(field) ||
                    (field === 'description' && row.fields.includes('section')));
                return (
                  <td
                    key={field}
                    data-numeric={i >= 2 || undefined}
                    className={changed ? styles.diffChangedField : undefined}
                  >
                    {line ? (
                      fieldText(line, field, revision.currency)
                    ) : (
                      <Text tone="muted" size="small">
                        not in this revision
                      </Text>
                    )}
                    {changed ? <VisuallyHidden> (changed)</VisuallyHidden> : null}
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
        <Text as="p" tone="muted" size="small" role="status">
          {counts.added} added, {counts.removed} removed, {counts.changed} changed,{' '}
          {counts.unchanged} unchanged.
          {sameCurrency ? '' : ` Currency changed from ${older.currency} to ${newer.currency}.`}
        </Text>
        <Columns minColumnWidth={420}>
          <Side revision={older} rows={rows} side="before" />
          <Side revision={newer} rows={rows} side="after" />
        </Columns>
        <FigureTable>
          <caption className={styles.caption}>
            <Text tone="muted" size="small" weight="medium">
              Totals compared
            </Text>
          </caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col" data-numeric>
                Revision {older.number}
              </th>
              <th scope="col" data-numeric>
                Revision {newer.number}
              </th>
              <th scope="col" data-numeric>
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                <td data-numeric>{money(row.before, older.currency)}</td>
                <td data-numeric>{money(row.after, newer.currency)}</td>
                <td data-numeric className={row.delta ? styles.diffChangedField : undefined}>
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
