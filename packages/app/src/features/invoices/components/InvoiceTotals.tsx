import { Totals, type TotalsItem } from '@keel/ui';
import { taxSummary, type InvoiceAmounts } from '@keel/types';
import { formatMoney } from '../../../lib/format';
import { taxRateText } from '../invoice-draft';

/**
 * Net, the tax per rate, gross, and once issued what was paid and what is
 * outstanding: the figures under the lines (live while a draft is typed).
 */
export function InvoiceTotals({
  lines,
  totals,
  currency,
  payments,
}: {
  lines: ReadonlyArray<InvoiceAmounts & { taxRate: number }>;
  totals: InvoiceAmounts;
  currency: string;
  /** Paid and outstanding, for an issued invoice. */
  payments?: { paid: number; outstanding: number };
}) {
  const money = (amount: number) => formatMoney({ amount, currency });
  const taxes: TotalsItem[] = taxSummary(lines).map((rate) => ({
    key: `tax-${rate.taxRate}`,
    term: `Tax ${taxRateText(rate.taxRate)} on ${money(rate.net)}`,
    value: money(rate.tax),
  }));
  return (
    <Totals
      aria-label="Invoice totals"
      items={[
        { term: 'Net', value: money(totals.net) },
        ...taxes,
        { term: 'Gross', value: money(totals.gross), isTotal: true },
        ...(payments
          ? [
              { term: 'Paid', value: money(payments.paid) },
              { term: 'Outstanding', value: money(payments.outstanding) },
            ]
          : []),
      ]}
    />
  );
}
