import type { BillingSettings } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import type { VersionedTable } from '../../lib/versioned-save';

/** The workspace's one settings row (created by its migration). */
export const BILLING_SETTINGS_ID = 1;
export const BILLING_SETTINGS_NOT_FOUND = 'Billing settings not found';
export const BILLING_SETTINGS_ROWS: VersionedTable = {
  table: 'billing_settings',
  notFound: BILLING_SETTINGS_NOT_FOUND,
};

export type BillingSettingsValues = Omit<BillingSettings, 'version' | 'updatedAt'>;

interface BillingSettingsRow {
  legal_name: string;
  street: string;
  postcode: string;
  city: string;
  country_code: string;
  tax_id: string;
  email: string;
  iban: string;
  bic: string;
  bank_name: string;
  payment_terms_days: number | string;
  default_tax_rate_bp: number | string;
  version: number | string;
  updated_at: number | string | null;
}

function toSettings(row: BillingSettingsRow): BillingSettings {
  return {
    legalName: row.legal_name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    countryCode: row.country_code,
    taxId: row.tax_id,
    email: row.email,
    iban: row.iban,
    bic: row.bic,
    bankName: row.bank_name,
    paymentTermsDays: Number(row.payment_terms_days),
    defaultTaxRateBp: Number(row.default_tax_rate_bp),
    version: Number(row.version),
    updatedAt: row.updated_at === null ? null : iso(row.updated_at),
  };
}

export async function findBillingSettings(knex: Knex): Promise<BillingSettings | null> {
  const row = (await knex('billing_settings').where({ id: BILLING_SETTINGS_ID }).first()) as
    BillingSettingsRow | undefined;
  return row ? toSettings(row) : null;
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateBillingSettingsRow(
  knex: Knex,
  values: BillingSettingsValues,
  now: number,
): Promise<void> {
  await knex('billing_settings').where({ id: BILLING_SETTINGS_ID }).update({
    legal_name: values.legalName,
    street: values.street,
    postcode: values.postcode,
    city: values.city,
    country_code: values.countryCode,
    tax_id: values.taxId,
    email: values.email,
    iban: values.iban,
    bic: values.bic,
    bank_name: values.bankName,
    payment_terms_days: values.paymentTermsDays,
    default_tax_rate_bp: values.defaultTaxRateBp,
    updated_at: now,
  });
}
