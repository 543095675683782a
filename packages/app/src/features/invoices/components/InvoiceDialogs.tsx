import { useState } from 'react';
import { DatePicker, Text, TextArea } from '@keel/ui';
import type { Invoice } from '@keel/types';
import { formatMoney, todayUtc, toMinorUnits } from '../../../lib/format';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { MoneyField } from '../../../lib/management/components/NumberFields';
import { requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import {
  useIssueInvoiceMutation,
  useRecordPaymentMutation,
  useVoidInvoiceMutation,
} from '../invoices.mutations';

interface DialogProps {
  invoice: Invoice;
  onClose: () => void;
  onReload: () => void;
}

const money = (invoice: Invoice, amount: number) =>
  formatMoney({ amount, currency: invoice.currency });

/**
 * Issue the draft as read: a confirmation whose failure stays in the dialog (a 409
 * naming the billing details EN 16931 needs that are missing, or a stale version).
 */
export function IssueDialog({ invoice, onClose, onReload }: DialogProps) {
  const issue = useIssueInvoiceMutation(invoice);
  return (
    <SaveDialog
      title="Issue this invoice?"
      submitLabel="Issue invoice"
      save={issue}
      // Nothing to type: the version goes with the invoice as read.
      values={() => ({})}
      savedMessage={(saved) => `Invoice ${saved.number ?? ''} issued`}
      onClose={onClose}
      onReload={onReload}
    >
      <Text as="p">
        It takes the next number of the year and today as its issue date, for{' '}
        {money(invoice, invoice.totals.gross)}. Its lines can no longer change, and the time and
        milestones it bills are locked.
      </Text>
    </SaveDialog>
  );
}

/** A payment received: the day and the amount in major units (the API takes minor units). */
export function PaymentDialog({ invoice, onClose, onReload }: DialogProps) {
  const { values, field } = useFields<{ paidOn: string | null; amount: number | null }>({
    paidOn: todayUtc(),
    amount: invoice.outstanding > 0 ? invoice.outstanding / 100 : null,
  });
  const pay = useRecordPaymentMutation(invoice);
  return (
    <SaveDialog
      title={`Record a payment of ${invoice.number ?? 'the invoice'}`}
      submitLabel="Record payment"
      save={pay}
      values={() =>
        values.paidOn && values.amount !== null
          ? { paidOn: values.paidOn, amount: toMinorUnits(values.amount) }
          : null
      }
      savedMessage={(saved) =>
        saved.status === 'paid' ? 'Payment recorded; the invoice is paid' : 'Payment recorded'
      }
      onClose={onClose}
      onReload={onReload}
    >
      <Text as="p" tone="muted">
        Outstanding: {money(invoice, invoice.outstanding)}.
      </Text>
      <DatePicker
        {...field('paidOn')}
        label="Paid on"
        isRequired
        rules={[requiredValue('Paid on')]}
      />
      <MoneyField
        {...field('amount')}
        label={`Amount (${invoice.currency})`}
        isRequired
        minValue={0.01}
        rules={[requiredValue('Amount')]}
      />
    </SaveDialog>
  );
}

/** Void the invoice with a reason: a credit note is issued and its time released. */
export function VoidDialog({
  invoice,
  onClose,
  onReload,
}: DialogProps & { onVoided?: (saved: Invoice) => void }) {
  const [reason, setReason] = useState('');
  const voiding = useVoidInvoiceMutation(invoice);
  return (
    <SaveDialog
      title={`Void ${invoice.number ?? 'the invoice'}?`}
      submitLabel="Void invoice"
      save={voiding}
      values={() => (reason.trim() ? reason.trim() : null)}
      savedMessage={(saved) => {
        const credit = saved.kind === 'credit_note' ? saved.number : saved.creditNote?.number;
        return credit ? `Invoice voided; credit note ${credit} issued` : 'Invoice voided';
      }}
      onClose={onClose}
      onReload={onReload}
    >
      <Text as="p">
        A credit note with its own number negates every line, and the time and milestones it billed
        can be invoiced again.
      </Text>
      <TextArea
        name="reason"
        label="Reason"
        isRequired
        rows={3}
        value={reason}
        onChange={setReason}
        rules={[requiredValue('Reason')]}
      />
    </SaveDialog>
  );
}
