import { Icon, Inline, Text } from '@keel/ui';
import type { InvoiceSummary } from '@keel/types';
import {
  INVOICE_STATUS_ICONS,
  INVOICE_STATUS_TITLES,
  INVOICE_STATUS_TONES,
} from '../invoice-status';

/**
 * The status in words beside its shape and colour; an overdue invoice says
 * "Overdue" with a warning shape, so colour is never the only signal.
 */
export function InvoiceStatusText({
  invoice,
  overdue,
}: {
  invoice: Pick<InvoiceSummary, 'status' | 'kind'>;
  overdue: boolean;
}) {
  if (overdue)
    return (
      <Text tone="critical" weight="strong">
        <Inline as="span" gap="xsmall" wrap={false}>
          <Icon name="warning" />
          Overdue
        </Inline>
      </Text>
    );
  return (
    <Text tone={INVOICE_STATUS_TONES[invoice.status]}>
      <Inline as="span" gap="xsmall" wrap={false}>
        <Icon name={INVOICE_STATUS_ICONS[invoice.status]} />
        {INVOICE_STATUS_TITLES[invoice.status]}
        {invoice.kind === 'credit_note' ? ' (credit note)' : ''}
      </Inline>
    </Text>
  );
}
