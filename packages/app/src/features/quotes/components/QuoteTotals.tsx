import type { MarkupEntryView, PricingTotals } from '@keel/types';
import { Text, Totals, type TotalsItem } from '@keel/ui';
import { formatMoney } from '../../../lib/format';

const BASE_NAMES = { labour: 'labour', expenses: 'expenses', subtotal: 'the running subtotal' };

/** How an entry reads: `10 % of labour` or `fixed`, with its base amount for a percentage. */
function markupRule(entry: MarkupEntryView, base: number, currency: string): string {
  if (entry.kind === 'fixed') return 'fixed amount';
  return `${entry.value} % of ${BASE_NAMES[entry.appliesTo]} (${formatMoney({ amount: base, currency })})`;
}

/**
 * The quote's figures (from `computePricing`, live while the lines change):
 * labour, expenses, each markup with its base and amount in the order they
 * apply, the total; cost and margin only for readers who may see cost, and
 * never on paper (the printed quote goes to the client).
 */
export function QuoteTotals({
  totals,
  markups,
  currency,
  canSeeCost,
}: {
  totals: PricingTotals;
  markups: readonly MarkupEntryView[];
  currency: string;
  canSeeCost: boolean;
}) {
  const money = (amount: number) => formatMoney({ amount, currency });
  const markupItems = totals.markups.flatMap((figure): TotalsItem[] => {
    const entry = markups[figure.index];
    if (!entry) return [];
    return [
      {
        key: `markup-${figure.index}`,
        term: (
          <>
            {entry.label}{' '}
            <Text tone="muted" size="small">
              — {markupRule(entry, figure.base, currency)}
            </Text>
          </>
        ),
        value: money(figure.amount),
      },
    ];
  });
  const costItems: TotalsItem[] = !canSeeCost
    ? []
    : totals.cost === null
      ? [{ term: 'Cost and margin', value: 'Unknown: a role has no cost rate on the quote date' }]
      : [
          { term: 'Cost', value: money(totals.cost) },
          {
            term: 'Margin',
            value: `${money(totals.margin ?? 0)}${totals.marginPercent === null ? '' : ` (${totals.marginPercent} %)`}`,
          },
        ];
  return (
    <Totals
      aria-label="Quote totals"
      items={[
        { term: 'Labour', value: money(totals.labour) },
        { term: 'Expenses', value: money(totals.expenses) },
        { term: 'Subtotal', value: money(totals.subtotal) },
        ...markupItems,
        {
          term: 'Total',
          value: <span data-testid="quote-total">{money(totals.total)}</span>,
          isTotal: true,
        },
        // Never on paper: the printed quote goes to the client.
        ...costItems.map((item) => ({ ...item, isScreenOnly: true })),
      ]}
    />
  );
}
