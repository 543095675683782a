import type { Money } from '@keel/types';
import { formatDate, formatHours, formatMoney } from '../../../lib/format';
import * as styles from '../time-material.css';
import { Stack } from '@keel/ui';

/** Period, currency and caps of a contract, as a definition list. */
export function ContractFacts({
  contract,
}: {
  contract: {
    periodStart: string;
    periodEnd: string;
    currency: string;
    capAmount: Money | null;
    capMinutes: number | null;
  };
}) {
  const facts: [string, string][] = [
    ['Period', `${formatDate(contract.periodStart)} – ${formatDate(contract.periodEnd)}`],
    ['Currency', contract.currency],
    ['Money cap', contract.capAmount ? formatMoney(contract.capAmount) : 'None'],
    ['Hour cap', contract.capMinutes !== null ? formatHours(contract.capMinutes) : 'None'],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <Stack gap="xxsmall" key={term}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </Stack>
      ))}
    </dl>
  );
}
