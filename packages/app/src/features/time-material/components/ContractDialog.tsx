import { useState } from 'react';
import { CURRENCIES, type TimeMaterialContract } from '@keel/types';
import { Columns, DatePicker, NumberField, Select, TextField, snackbar } from '@keel/ui';
import { todayUtc, toMinorUnits } from '../../../lib/format';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required, requiredValue } from '../../../lib/management/rules';
import { majorUnits, minutesOfHours } from '../consumption';
import { useSaveContractMutation } from '../time-material.mutations';

const FORM_ID = 'time-material-contract-form';
const CURRENCY_ITEMS = CURRENCIES.map((c) => ({ id: c, name: c }));

/** Create a contract, or change its name, period, currency and caps. */
export function ContractDialog({
  projectId,
  contract,
  defaultCurrency,
  onClose,
  onSaved,
  onReload,
}: {
  projectId: number;
  /** The contract to edit; null to create one. */
  contract: TimeMaterialContract | null;
  defaultCurrency: string;
  onClose: () => void;
  onSaved: (contract: TimeMaterialContract) => void;
  onReload: () => void;
}) {
  const [name, setName] = useState(contract?.name ?? '');
  const [periodStart, setPeriodStart] = useState<string | null>(
    contract?.periodStart ?? todayUtc(),
  );
  const [periodEnd, setPeriodEnd] = useState<string | null>(contract?.periodEnd ?? null);
  const [currency, setCurrency] = useState<string>(
    contract?.currency ??
      (CURRENCIES.includes(defaultCurrency as never) ? defaultCurrency : CURRENCIES[0]),
  );
  const [capAmount, setCapAmount] = useState<number | null>(
    contract?.capAmount ? majorUnits(contract.capAmount.amount) : null,
  );
  const [capHours, setCapHours] = useState<number | null>(
    contract?.capMinutes ? contract.capMinutes / 60 : null,
  );
  const save = useSaveContractMutation(projectId, contract);
  const failure = formFailureOf(save.error);

  return (
    <FormDialog
      formId={FORM_ID}
      title={contract ? `Edit contract ${contract.name}` : 'New time and material contract'}
      submitLabel={contract ? 'Save' : 'Create contract'}
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() => {
        if (periodStart === null || periodEnd === null) return;
        save.mutate(
          {
            name: name.trim(),
            periodStart,
            periodEnd,
            currency: currency as (typeof CURRENCIES)[number],
            capAmount: capAmount === null ? null : toMinorUnits(capAmount),
            capMinutes: capHours === null ? null : minutesOfHours(capHours),
          },
          {
            onSuccess: (saved) => {
              snackbar.success(contract ? 'Contract saved' : `Contract ${saved.name} created`);
              onSaved(saved);
              onClose();
            },
          },
        );
      }}
    >
      <TextField
        name="name"
        label="Name"
        isRequired
        autoFocus
        value={name}
        onChange={setName}
        rules={[required('Name'), maxLength(200)]}
      />
      <Columns minColumnWidth={180}>
        <DatePicker
          name="periodStart"
          label="Period start"
          isRequired
          value={periodStart}
          onChange={setPeriodStart}
          rules={[requiredValue('Period start')]}
        />
        <DatePicker
          name="periodEnd"
          label="Period end"
          isRequired
          minValue={periodStart ?? undefined}
          value={periodEnd}
          onChange={setPeriodEnd}
          rules={[
            requiredValue('Period end'),
            (v) =>
              v === null ||
              periodStart === null ||
              v >= periodStart ||
              'The period cannot end before it starts',
          ]}
        />
      </Columns>
      <Select
        name="currency"
        label="Currency"
        description="Rates and amounts of the contract are in this currency."
        isRequired
        items={CURRENCY_ITEMS}
        value={currency}
        onChange={(key) => key !== null && setCurrency(String(key))}
      />
      <Columns minColumnWidth={180}>
        <NumberField
          name="capAmount"
          label={`Money cap (${currency})`}
          description="Optional."
          minValue={0.01}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          value={capAmount}
          onChange={setCapAmount}
          rules={[(v) => v === null || v > 0 || 'A cap must be positive']}
        />
        <NumberField
          name="capMinutes"
          label="Hour cap (hours)"
          description="Optional."
          minValue={0.25}
          step={0.25}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          value={capHours}
          onChange={setCapHours}
          rules={[(v) => v === null || v > 0 || 'A cap must be positive']}
        />
      </Columns>
    </FormDialog>
  );
}
