import { FactList, Inline, Link, Text, type Fact } from '@keel/ui';
import type { Invoice } from '@keel/types';
import { EMPTY, formatDate, formatMoney } from '../../../lib/format';
import { invoicePath, invoiceTitle } from '../invoice-status';
import { InvoiceStatusText } from './InvoiceStatusText';

/** The invoice's header facts: status, project, client, dates, figures and its credit links. */
export function InvoiceFacts({ invoice, overdue }: { invoice: Invoice; overdue: boolean }) {
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
  const client = invoice.client
    ? [invoice.client.name, invoice.client.company].filter(Boolean).join(', ')
    : 'No client yet';
  const facts: Fact[] = [
    {
      term: 'Status',
      value: (
        <Inline as="span" gap="small">
          <InvoiceStatusText invoice={invoice} overdue={false} />
          {overdue ? <InvoiceStatusText invoice={invoice} overdue /> : null}
        </Inline>
      ),
    },
    {
      term: 'Project',
      value: (
        <Link href={`/projects/${invoice.project.id}`}>
          {invoice.project.code} {invoice.project.name}
        </Link>
      ),
    },
    { term: 'Client', value: client },
    { term: 'Issue date', value: formatDate(invoice.issueDate) },
    {
      term: 'Due date',
      value: invoice.dueDate
        ? formatDate(invoice.dueDate)
        : `${invoice.paymentTermsDays} days after issue`,
    },
    { term: 'Net', value: money(invoice.totals.net) },
    { term: 'Gross', value: money(invoice.totals.gross) },
    { term: 'Paid', value: invoice.status === 'draft' ? EMPTY : money(invoice.paid) },
    {
      term: 'Outstanding',
      value: invoice.status === 'draft' ? EMPTY : money(invoice.outstanding),
    },
  ];
  if (invoice.creditNote)
    facts.push({
      term: 'Credit note',
      value: (
        <Link href={invoicePath(invoice.creditNote.id)}>
          {invoiceTitle({ kind: 'credit_note', number: invoice.creditNote.number })}
        </Link>
      ),
    });
  if (invoice.creditOf)
    facts.push({
      term: 'Credits',
      value: (
        <Link href={invoicePath(invoice.creditOf.id)}>
          {invoiceTitle({ kind: 'invoice', number: invoice.creditOf.number })}
        </Link>
      ),
    });
  if (invoice.voidReason) facts.push({ term: 'Void reason', value: invoice.voidReason });
  if (invoice.notes && invoice.status !== 'draft')
    facts.push({ term: 'Notes', value: <Text>{invoice.notes}</Text> });
  return <FactList aria-label="Invoice details" facts={facts} />;
}
