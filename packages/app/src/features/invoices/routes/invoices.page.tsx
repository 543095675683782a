import { InvoiceList } from '../components/InvoiceList';
import * as styles from '../invoices.css';

/** `/invoices` (issue 32): every invoice the user may read, with the sums per currency. */
export default function InvoicesPage() {
  return (
    <div className={styles.page}>
      <InvoiceList />
    </div>
  );
}
