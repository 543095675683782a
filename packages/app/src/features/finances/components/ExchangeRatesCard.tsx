import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CURRENCIES, type ExchangeRate } from '@keel/types';
import { Button, Card, DatePicker, IconButton, Select, Skeleton, Stack, TextField } from '@keel/ui';
import { formatDate, todayUtc } from '../../../lib/format';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { required, requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { exchangeRatesQueryOptions } from '../finances.queries';
import {
  useCreateExchangeRateMutation,
  useDeleteExchangeRateMutation,
} from '../finances.mutations';
import * as styles from '../finances.css';

/**
 * The dated exchange rates that convert the portfolio's totals to the
 * workspace currency: everyone on the page reads them; `canManage`
 * (manageQuoteRateProfiles) adds and deletes (with the version read).
 */
export function ExchangeRatesCard({ canManage }: { canManage: boolean }) {
  const rates = useQuery(exchangeRatesQueryOptions());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ExchangeRate | null>(null);
  const remove = useDeleteExchangeRateMutation();
  const workspace = rates.data?.workspaceCurrency ?? '';
  return (
    <Card
      title="Exchange rates"
      actions={
        canManage ? (
          <Button icon="plus" onPress={() => setAdding(true)}>
            Add rate
          </Button>
        ) : null
      }
    >
      {rates.isPending ? (
        <Skeleton lines={3} label="Loading the exchange rates" />
      ) : !rates.data || rates.data.items.length === 0 ? (
        <p className={styles.muted}>
          No exchange rates yet: totals stay per currency
          {workspace ? ` (the workspace currency is ${workspace})` : ''}.
        </p>
      ) : (
        <Stack>
          <p className={styles.muted}>
            One unit of each currency in {workspace}, in force from its date until the next rate.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label="Exchange rates">
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col" className={styles.number}>
                    Rate in {workspace}
                  </th>
                  <th scope="col">From</th>
                  {canManage ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {rates.data.items.map((rate) => (
                  <tr key={rate.id}>
                    <th scope="row">{rate.currency}</th>
                    <td className={styles.number}>{rate.rate}</td>
                    <td>{formatDate(rate.effectiveFrom)}</td>
                    {canManage ? (
                      <td>
                        <IconButton
                          icon="trash"
                          size="small"
                          variant="ghost"
                          aria-label={`Delete the ${rate.currency} rate from ${formatDate(rate.effectiveFrom)}`}
                          onPress={() => setDeleting(rate)}
                        />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Stack>
      )}
      {adding ? (
        <AddRateDialog workspaceCurrency={workspace} onClose={() => setAdding(false)} />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete the ${deleting?.currency ?? ''} rate?`}
        confirmLabel="Delete rate"
        deletedMessage="Exchange rate deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        Months it converted use the rate in force before it, or show no total in{' '}
        {workspace || 'the workspace currency'}.
      </DeleteConfirmDialog>
    </Card>
  );
}

function AddRateDialog({
  workspaceCurrency,
  onClose,
}: {
  workspaceCurrency: string;
  onClose: () => void;
}) {
  const { values, set, field } = useFields({
    currency: null as (typeof CURRENCIES)[number] | null,
    rate: '',
    effectiveFrom: todayUtc() as string | null,
  });
  const { currency, rate, effectiveFrom } = values;
  const save = useCreateExchangeRateMutation();
  return (
    <SaveDialog
      title="Add exchange rate"
      submitLabel="Add rate"
      onClose={onClose}
      save={save}
      values={() => ({
        currency: currency ?? CURRENCIES[0],
        rate: rate.trim(),
        effectiveFrom: effectiveFrom ?? '',
      })}
      savedMessage={(saved) => `Rate for ${saved.currency} added`}
    >
      <Select
        name="currency"
        label="Currency"
        isRequired
        items={CURRENCIES.filter((c) => c !== workspaceCurrency).map((c) => ({ id: c, name: c }))}
        value={currency}
        onChange={(id) =>
          set({ currency: id === null ? null : (String(id) as (typeof CURRENCIES)[number]) })
        }
        rules={[requiredValue('Currency')]}
      />
      <TextField
        {...field('rate')}
        autoFocus
        label={`Rate in ${workspaceCurrency || 'the workspace currency'}`}
        description="What one unit of the currency is worth, e.g. 0.92 (at most 6 decimals)."
        isRequired
        rules={[required('Rate')]}
      />
      <DatePicker {...field('effectiveFrom')} label="In force from" />
    </SaveDialog>
  );
}
