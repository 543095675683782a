import { FigureTable } from '@keel/ui';
import type { InvoicePage } from '@keel/types';
import { formatMoney, formatNumber } from '../../../lib/format';

/** The sums per currency of every invoice the filters match (not only the page shown). */
export function InvoiceListTotals({ totals }: { totals: InvoicePage['totals'] }) {
  if (totals.length === 0) return null;
  return (
    <FigureTable aria-label="Totals per currency">
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col" data-numeric>
            Invoices
          </th>
          <th scope="col" data-numeric>
            Net
          </th>
          <th scope="col" data-numeric>
            Gross
          </th>
          <th scope="col" data-numeric>
            Paid
          </th>
          <th scope="col" data-numeric>
            Outstanding
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((row) => {
          const money = (amount: number) => formatMoney({ amount, currency: row.currency });
          return (
            <tr key={row.currency}>
              <th scope="row">{row.currency}</th>
              <td data-numeric>{formatNumber(row.count)}</td>
              <td data-numeric>{money(row.net)}</td>
              <td data-numeric>{money(row.gross)}</td>
              <td data-numeric>{money(row.paid)}</td>
              <td data-numeric>{money(row.outstanding)}</td>
            </tr>
          );
        })}
      </tbody>
    </FigureTable>
  );
}
