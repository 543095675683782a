import type { MarkupEntryView } from '@keel/types';
import { formatMoney } from '../../../lib/format';
import { markupInputs, samplePricing } from '../markups';
import * as styles from '../rate-config.css';

const eur = (amount: number) => formatMoney({ amount, currency: 'EUR' });

/**
 * A worked example: a sample quote (100 hours at €100.00, €1,000.00 of
 * expenses) priced with the config's entries by the pricing engine, so
 * the order's effect on subtotal entries is visible before a quote uses it.
 */
export function MarkupExample({
  name,
  markups,
}: {
  name: string;
  markups: readonly MarkupEntryView[];
}) {
  const totals = samplePricing(markupInputs(markups));
  return (
    <details>
      <summary>Worked example</summary>
      <p className={styles.muted}>
        A quote in EUR with {eur(totals.labour)} of labour (100 hours at {eur(10_000)}) and{' '}
        {eur(totals.expenses)} of expenses, priced with these markups in order.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={`Worked example of ${name}`}>
          <tbody>
            <tr>
              <th scope="row">Labour</th>
              <td className={styles.number}>{eur(totals.labour)}</td>
            </tr>
            <tr>
              <th scope="row">Expenses</th>
              <td className={styles.number}>{eur(totals.expenses)}</td>
            </tr>
            {totals.markups.map((m) => (
              <tr key={m.index}>
                <th scope="row">
                  {m.index + 1}. {markups[m.index]?.label} (on {eur(m.base)})
                </th>
                <td className={styles.number}>{eur(m.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className={styles.number}>{eur(totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
