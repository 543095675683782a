import type { MarkupEntryView, PricingTotals } from '@keel/types';
import { formatMoney } from '../../../lib/format';
import * as styles from '../quote.css';

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
  return (
    <dl className={styles.totals} aria-label="Quote totals">
      <dt className={styles.totalTerm}>Labour</dt>
      <dd className={styles.totalValue}>{money(totals.labour)}</dd>
      <dt className={styles.totalTerm}>Expenses</dt>
      <dd className={styles.totalValue}>{money(totals.expenses)}</dd>
      <dt className={styles.totalTerm}>Subtotal</dt>
      <dd className={styles.totalValue}>{money(totals.subtotal)}</dd>
      {totals.markups.map((figure) => {
        const entry = markups[figure.index];
        if (!entry) return null;
        return [
          <dt key={`t${figure.index}`} className={styles.totalTerm}>
            {entry.label}{' '}
            <span className={styles.muted}>— {markupRule(entry, figure.base, currency)}</span>
          </dt>,
          <dd key={`v${figure.index}`} className={styles.totalValue}>
            {money(figure.amount)}
          </dd>,
        ];
      })}
      <dt className={`${styles.totalTerm} ${styles.grandTotal}`}>Total</dt>
      <dd className={`${styles.totalValue} ${styles.grandTotal}`} data-testid="quote-total">
        {money(totals.total)}
      </dd>
      {canSeeCost ? (
        totals.cost === null ? (
          <>
            <dt className={`${styles.totalTerm} ${styles.screenOnly}`}>Cost and margin</dt>
            <dd className={`${styles.totalValue} ${styles.screenOnly}`}>
              Unknown: a role has no cost rate on the quote date
            </dd>
          </>
        ) : (
          <>
            <dt className={`${styles.totalTerm} ${styles.screenOnly}`}>Cost</dt>
            <dd className={`${styles.totalValue} ${styles.screenOnly}`}>{money(totals.cost)}</dd>
            <dt className={`${styles.totalTerm} ${styles.screenOnly}`}>Margin</dt>
            <dd className={`${styles.totalValue} ${styles.screenOnly}`}>
              {money(totals.margin ?? 0)}
              {totals.marginPercent === null ? '' : ` (${totals.marginPercent} %)`}
            </dd>
          </>
        )
      ) : null}
    </dl>
  );
}
