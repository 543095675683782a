import type { BillingSettings } from '@keel/types';
import { expect } from 'vitest';
import type { TestServer } from '../../test/test-server';

/**
 * What issuing needs beside a draft: the seller's EN 16931 details in the
 * workspace billing settings and the buyer's on the client contact (issue
 * 32 item 3), so tests that issue invoices set them up as a firm would.
 */

export const SELLER = {
  legalName: 'Keel Consulting GmbH',
  street: 'Hauptstraße 5',
  postcode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  taxId: 'DE123456789',
  email: 'billing@keel.example',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
};

/** A client contact's body with its billing address, tax id and email (where the e-invoice reaches it). */
export const BILLED_CLIENT = {
  name: 'Clara Client',
  company: 'Client GmbH',
  email: 'ap@client.example',
  billingStreet: 'Marktplatz 1',
  billingPostcode: '80331',
  billingCity: 'München',
  billingCountry: 'DE',
  taxId: 'DE987654321',
};

/** Fills the workspace billing settings through the API, as an administrator does. */
export async function completeBillingSettings(server: TestServer): Promise<BillingSettings> {
  const current = await server.call<BillingSettings>('admin', 'GET', '/api/settings/billing');
  const saved = await server.call<BillingSettings>('admin', 'PUT', '/api/settings/billing', {
    ...SELLER,
    paymentTermsDays: current.body.paymentTermsDays,
    defaultTaxRateBp: current.body.defaultTaxRateBp,
    version: current.body.version,
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.body;
}
