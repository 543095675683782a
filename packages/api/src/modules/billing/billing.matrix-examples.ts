import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { findBillingSettings } from './billing.repository';

/**
 * Example requests for the authorization matrix of the billing settings
 * routes. The settings are one row: each save sends the version stored now,
 * so one caller's save never makes another's stale.
 */
async function currentVersion(server: TestServer): Promise<number> {
  return (await findBillingSettings(server.knex))?.version ?? 1;
}

export const BILLING_MATRIX_EXAMPLES: Record<string, Example> = {
  'PUT /api/settings/billing': async (_who, server) => ({
    body: {
      legalName: 'Matrix Consulting GmbH',
      street: 'Hauptstraße 5',
      postcode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      taxId: 'DE123456789',
      email: 'billing@matrix.example',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      paymentTermsDays: 30,
      defaultTaxRateBp: 1900,
      version: await currentVersion(server),
    },
  }),
};
