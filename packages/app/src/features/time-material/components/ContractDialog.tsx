import { CURRENCIES, type TimeMaterialContract } from '@keel/types';
import { Columns, Select } from '@keel/ui';
import { todayUtc, toMinorUnits } from '../../../lib/format';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { DateRangeFields } from '../../../lib/management/components/DateRangeFields';
import { MoneyField, QuarterHoursField } from '../../../lib/management/components/NumberFields';
import { positiveOrEmpty } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { majorUnits, minutesOfHours } from '../consumption';
import { useSaveContractMutation } from '../time-material.mutations';

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
  const { values, set, field } = useFields({
    name: contract?.name ?? '',
    periodStart: contract?.periodStart ?? (todayUtc() as string | null),
    periodEnd: contract?.periodEnd ?? (null as string | null),
    currency: (contract?.currency ??
      (CURRENCIES.includes(defaultCurrency as never) ? defaultCurrency : CURRENCIES[0])) as string,
    capAmount: contract?.capAmount ? majorUnits(contract.capAmount.amount) : null,
    capHours: contract?.capMinutes ? contract.capMinutes / 60 : null,
  });
  const { name, periodStart, periodEnd, currency, capAmount, capHours } = values;
  const save = useSaveContractMutation(projectId, contract);

  return (
    <SaveDialog
      title={contract ? `Edit contract ${contract.name}` : 'New time and material contract'}
      submitLabel={contract ? 'Save' : 'Create contract'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() =>
        periodStart === null || periodEnd === null
          ? null
          : {
              name: name.trim(),
              periodStart,
              periodEnd,
              currency: currency as (typeof CURRENCIES)[number],
              capAmount: capAmount === null ? null : toMinorUnits(capAmount),
              capMinutes: capHours === null ? null : minutesOfHours(capHours),
            }
      }
      savedMessage={(saved) => (contract ? 'Contract saved' : `Contract ${saved.name} created`)}
      onSaved={onSaved}
    >
      <NameField {...field('name')} max={200} />
      <DateRangeFields
        minColumnWidth={180}
        start={{ ...field('periodStart'), label: 'Period start', isRequired: true }}
        end={{ ...field('periodEnd'), label: 'Period end', isRequired: true }}
        endBeforeStart="The period cannot end before it starts"
        limitEndCalendar
      />
      <Select
        name="currency"
        label="Currency"
        description="Rates and amounts of the contract are in this currency."
        isRequired
        items={CURRENCY_ITEMS}
        value={currency}
        onChange={(key) => key !== null && set({ currency: String(key) })}
      />
      <Columns minColumnWidth={180}>
        <MoneyField
          {...field('capAmount')}
          label={`Money cap (${currency})`}
          description="Optional."
          minValue={0.01}
          rules={[positiveOrEmpty('A cap must be positive')]}
        />
        <QuarterHoursField
          name="capMinutes"
          label="Hour cap (hours)"
          description="Optional."
          minValue={0.25}
          value={capHours}
          onChange={(hours) => set({ capHours: hours })}
          rules={[positiveOrEmpty('A cap must be positive')]}
        />
      </Columns>
    </SaveDialog>
  );
}
