import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Skeleton } from '@keel/ui';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { InvoiceView } from '../components/InvoiceView';
import { invoiceQueryOptions } from '../invoices.queries';
import * as styles from '../invoices.css';

/**
 * `/invoices/{invoiceId}` (issue 32): one invoice or credit note — a draft
 * edited in the keyboard grid and issued, an issued one paid, voided and
 * downloaded. The route loader has parsed the id.
 */
export default function InvoicePage() {
  const id = Number(useParams().invoiceId);
  const invoice = useQuery(invoiceQueryOptions(id));
  return (
    <div className={styles.page}>
      {invoice.isPending ? (
        <Skeleton lines={8} label="Loading the invoice" />
      ) : invoice.isError ? (
        <LoadFailed what="The invoice" onRetry={() => void invoice.refetch()} />
      ) : (
        <InvoiceView
          key={invoice.data.id}
          invoice={invoice.data}
          onReload={() => void invoice.refetch()}
        />
      )}
    </div>
  );
}
