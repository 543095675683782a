import type { Money } from '@keel/types';
import { formatDate, formatHours, formatMoney } from '../../../lib/format';
import { FactList } from '@keel/ui';

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
  return <FactList layout="inline" facts={facts.map(([term, value]) => ({ term, value }))} />;
}
