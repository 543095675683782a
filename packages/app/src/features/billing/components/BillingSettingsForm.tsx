import { Columns, NumberField, Text, TextField, type Rule } from '@keel/ui';
import { COUNTRY_CODES, type BillingSettings } from '@keel/types';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import { formFailureOf } from '../../../lib/management/form-errors';
import { maxLength, validEmail } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { useUpdateBillingSettingsMutation } from '../billing.mutations';

const optionalEmail: Rule<string> = (value) => value.trim() === '' || validEmail(value);
const optionalCountry: Rule<string> = (value) =>
  value.trim() === '' ||
  COUNTRY_CODES.includes(value.trim().toUpperCase()) ||
  'Enter a two-letter country code such as DE';

/**
 * The firm's billing details and invoice defaults. The tax rate is typed as
 * a percentage and sent in basis points (19 % → 1900); the API checks the
 * IBAN's check digits and names any field it refuses.
 */
export function BillingSettingsForm({
  settings,
  onReload,
}: {
  settings: BillingSettings;
  onReload: () => void;
}) {
  const form = useFields({
    legalName: settings.legalName,
    street: settings.street,
    postcode: settings.postcode,
    city: settings.city,
    countryCode: settings.countryCode,
    taxId: settings.taxId,
    email: settings.email,
    iban: settings.iban,
    bic: settings.bic,
    bankName: settings.bankName,
  });
  const numbers = useFields<{ paymentTermsDays: number | null; taxRatePercent: number | null }>({
    paymentTermsDays: settings.paymentTermsDays,
    taxRatePercent: settings.defaultTaxRateBp / 100,
  });
  const update = useUpdateBillingSettingsMutation();
  const failure = formFailureOf(update.error);
  const text = (name: keyof typeof form.values) => form.field(name);

  return (
    <SaveForm
      aria-label="Billing settings"
      save={update}
      values={() => {
        const trimmed = Object.fromEntries(
          Object.entries(form.values).map(([key, value]) => [key, value.trim()]),
        ) as typeof form.values;
        const { paymentTermsDays, taxRatePercent } = numbers.values;
        return {
          ...trimmed,
          countryCode: trimmed.countryCode.toUpperCase(),
          paymentTermsDays: paymentTermsDays ?? Number.NaN,
          // Basis points, whole: 19.5 % → 1950 (the API names a bad value).
          defaultTaxRateBp: taxRatePercent === null ? Number.NaN : Math.round(taxRatePercent * 100),
          version: settings.version,
        };
      }}
      savedMessage={() => 'Billing settings saved'}
      onReload={onReload}
      submitLabel="Save billing settings"
    >
      <Text tone="muted" size="small">
        Printed on every invoice and required for e-invoices (EN 16931).
      </Text>
      <TextField label="Legal name" {...text('legalName')} rules={[maxLength(200)]} />
      <TextField label="Street" {...text('street')} rules={[maxLength(200)]} />
      <Columns minColumnWidth={140}>
        <TextField label="Postcode" {...text('postcode')} rules={[maxLength(20)]} />
        <TextField label="City" {...text('city')} rules={[maxLength(100)]} />
        <TextField
          label="Country"
          description="Two-letter code, such as DE"
          {...text('countryCode')}
          rules={[optionalCountry]}
        />
      </Columns>
      <TextField label="Tax ID (VAT)" {...text('taxId')} rules={[maxLength(30)]} />
      <TextField
        label="Invoice email"
        description="The firm's electronic address on e-invoices."
        type="email"
        {...text('email')}
        rules={[optionalEmail, maxLength(254)]}
      />
      <TextField label="IBAN" {...text('iban')} rules={[maxLength(42)]} />
      <Columns minColumnWidth={160}>
        <TextField label="BIC" {...text('bic')} rules={[maxLength(11)]} />
        <TextField label="Bank name" {...text('bankName')} rules={[maxLength(200)]} />
      </Columns>
      <Columns minColumnWidth={160}>
        <NumberField
          label="Payment terms (days)"
          name="paymentTermsDays"
          minValue={0}
          maxValue={365}
          step={1}
          value={numbers.values.paymentTermsDays}
          onChange={(value) => numbers.set({ paymentTermsDays: value })}
          errorMessage={failure?.fieldErrors.paymentTermsDays}
        />
        <NumberField
          label="Default tax rate (%)"
          name="defaultTaxRateBp"
          minValue={0}
          maxValue={100}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          value={numbers.values.taxRatePercent}
          onChange={(value) => numbers.set({ taxRatePercent: value })}
          errorMessage={failure?.fieldErrors.defaultTaxRateBp}
        />
      </Columns>
    </SaveForm>
  );
}
