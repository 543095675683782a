import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, PageHeader, Skeleton } from '@keel/ui';
import * as styles from '../../../lib/management/management.css';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { billingSettingsQueryOptions } from '../billing.queries';
import { BillingSettingsForm } from '../components/BillingSettingsForm';

/** `/management/billing`: the firm's details on its invoices, its bank and the invoice defaults. */
export default function BillingSettingsPage() {
  const settings = useQuery(billingSettingsQueryOptions());
  // A reload after a 409 remounts the form with the stored values.
  const [reloads, setReloads] = useState(0);
  return (
    <div className={styles.page}>
      <PageHeader
        title="Billing"
        subtitle="Your firm as its invoices name it, where clients pay, and the defaults of a new invoice."
      />
      <Card title="Billing settings">
        {settings.data ? (
          <BillingSettingsForm
            key={reloads}
            settings={settings.data}
            onReload={() => void settings.refetch().then(() => setReloads((n) => n + 1))}
          />
        ) : settings.isError ? (
          <LoadFailed what="Billing settings" onRetry={() => void settings.refetch()} />
        ) : (
          <Skeleton lines={8} label="Loading the billing settings" />
        )}
      </Card>
    </div>
  );
}
