import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, FigureTable, Inline, Link, PageHeader, Stack, Text } from '@keel/ui';
import type { Invoice } from '@keel/types';
import { formatDate, formatInstant, formatMoney, todayUtc } from '../../../lib/format';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { useSession } from '../../../lib/session';
import { invoiceDownloads, invoiceTitle, isOverdue } from '../invoice-status';
import { useDeleteInvoiceMutation } from '../invoices.mutations';
import { InvoiceEditor } from './InvoiceEditor';
import { InvoiceFacts } from './InvoiceFacts';
import { InvoiceLinesTable } from './InvoiceLinesGrid';
import { InvoiceTotals } from './InvoiceTotals';
import { IssueDialog, PaymentDialog, VoidDialog } from './InvoiceDialogs';

type Open = 'issue' | 'pay' | 'void' | null;

/** Download links of an issued invoice: the PDF and the EN 16931 e-invoice in both syntaxes. */
function Downloads({ invoice }: { invoice: Invoice }) {
  const paths = invoiceDownloads(invoice.id);
  const name = invoice.number ?? `invoice-${invoice.id}`;
  return (
    <Inline gap="medium">
      <Link href={paths.pdf} download={`${name}.pdf`}>
        Download PDF
      </Link>
      <Link href={paths.ubl} download={`${name}-ubl.xml`}>
        E-invoice (UBL)
      </Link>
      <Link href={paths.cii} download={`${name}-cii.xml`}>
        E-invoice (CII)
      </Link>
    </Inline>
  );
}

function Payments({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) return <Text tone="muted">No payments recorded yet.</Text>;
  return (
    <FigureTable aria-label="Payments">
      <thead>
        <tr>
          <th scope="col">Paid on</th>
          <th scope="col" data-numeric>
            Amount
          </th>
          <th scope="col">Recorded</th>
        </tr>
      </thead>
      <tbody>
        {invoice.payments.map((p) => (
          <tr key={p.id}>
            <td>{formatDate(p.paidOn)}</td>
            <td data-numeric>{formatMoney({ amount: p.amount, currency: invoice.currency })}</td>
            <td>{formatInstant(p.recordedAt)}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}

/**
 * One invoice: its facts and lines; a draft is edited in the grid and issued or
 * deleted, an issued invoice takes payments, is voided and downloads as PDF and
 * e-invoice. The actions are for manageInvoices (the API checks it again).
 */
export function InvoiceView({ invoice, onReload }: { invoice: Invoice; onReload: () => void }) {
  const navigate = useNavigate();
  const { may } = useSession();
  const canManage = may('manageInvoices');
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const remove = useDeleteInvoiceMutation();
  const draft = invoice.status === 'draft';
  const issued = invoice.status === 'issued';
  const close = () => setOpen(null);

  const actions = canManage ? (
    <Inline gap="small">
      {draft ? (
        <>
          <Button variant="primary" icon="fileText" onPress={() => setOpen('issue')}>
            Issue
          </Button>
          <Button icon="trash" onPress={() => setDeleting(invoice)}>
            Delete draft
          </Button>
        </>
      ) : null}
      {issued && invoice.kind === 'invoice' ? (
        <>
          <Button variant="primary" onPress={() => setOpen('pay')}>
            Record payment
          </Button>
          <Button icon="close" onPress={() => setOpen('void')}>
            Void
          </Button>
        </>
      ) : null}
    </Inline>
  ) : undefined;

  return (
    <Stack gap="large">
      <PageHeader
        title={invoiceTitle(invoice)}
        subtitle={`${invoice.project.code} ${invoice.project.name}`}
        actions={actions}
      />
      <Card title="Details" actions={draft ? undefined : <Downloads invoice={invoice} />}>
        <InvoiceFacts invoice={invoice} overdue={isOverdue(invoice, todayUtc())} />
      </Card>
      {draft && canManage ? (
        <InvoiceEditor invoice={invoice} onReload={onReload} />
      ) : (
        <Card title="Lines">
          <Stack gap="medium">
            <InvoiceLinesTable lines={invoice.lines} currency={invoice.currency} />
            <InvoiceTotals
              lines={invoice.lines}
              totals={invoice.totals}
              currency={invoice.currency}
              payments={draft ? undefined : invoice}
            />
          </Stack>
        </Card>
      )}
      {draft ? null : (
        <Card title="Payments">
          <Payments invoice={invoice} />
        </Card>
      )}
      {open === 'issue' ? (
        <IssueDialog invoice={invoice} onClose={close} onReload={onReload} />
      ) : null}
      {open === 'pay' ? (
        <PaymentDialog invoice={invoice} onClose={close} onReload={onReload} />
      ) : null}
      {open === 'void' ? (
        <VoidDialog invoice={invoice} onClose={close} onReload={onReload} />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        deletedMessage="Draft deleted"
        remove={{
          isPending: remove.isPending,
          mutate: (item, options) =>
            remove.mutate(item, {
              ...options,
              onSuccess: (...args) => {
                options?.onSuccess?.(...args);
                void navigate('/invoices');
              },
            }),
        }}
        onClose={() => setDeleting(null)}
      >
        Its time and milestones can be invoiced again.
      </DeleteConfirmDialog>
    </Stack>
  );
}
