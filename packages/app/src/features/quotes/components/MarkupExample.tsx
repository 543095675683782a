import { FigureTable, Text } from '@keel/ui';
import type { MarkupEntryView } from '@keel/types';
import { formatMoney } from '../../../lib/format';
import { markupInputs, samplePricing } from '../markups';

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
      <Text as="p" tone="muted" size="small">
        A quote in EUR with {eur(totals.labour)} of labour (100 hours at {eur(10_000)}) and{' '}
        {eur(totals.expenses)} of expenses, priced with these markups in order.
      </Text>
      <FigureTable aria-label={`Worked example of ${name}`}>
        <tbody>
          <tr>
            <th scope="row">Labour</th>
            <td data-numeric>{eur(totals.labour)}</td>
          </tr>
          <tr>
            <th scope="row">Expenses</th>
            <td data-numeric>{eur(totals.expenses)}</td>
          </tr>
          {totals.markups.map((m) => (
            <tr key={m.index}>
              <th scope="row">
                {m.index + 1}. {markups[m.index]?.label} (on {eur(m.base)})
              </th>
              <td data-numeric>{eur(m.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-numeric>{eur(totals.total)}</td>
          </tr>
        </tfoot>
      </FigureTable>
    </details>
  );
}
