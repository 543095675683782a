import type { BillingSettings, BillingSettingsUpdateInput, ErrorBody } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';

let server: TestServer;
serverForFile((started) => (server = started));

const PATH = '/api/settings/billing';

async function read(as: 'admin' | 'pm' | 'member' | 'finance' = 'admin'): Promise<BillingSettings> {
  const response = await server.call<BillingSettings>(as, 'GET', PATH);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const complete = (version: number): BillingSettingsUpdateInput => ({
  legalName: '  Keel Consulting GmbH ',
  street: 'Hauptstraße 5',
  postcode: '10115',
  city: 'Berlin',
  countryCode: 'de',
  taxId: 'de 123 456 789',
  email: 'Billing@Keel.Example',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bankName: 'Commerzbank',
  paymentTermsDays: 14,
  defaultTaxRateBp: 1900,
  version,
});

describe('the workspace billing settings', () => {
  it('starts empty with 30 days and 0 %, saves normalised values and bumps the version', async () => {
    const initial = await read();
    expect(initial).toMatchObject({
      legalName: '',
      countryCode: '',
      iban: '',
      paymentTermsDays: 30,
      defaultTaxRateBp: 0,
      version: 1,
      updatedAt: null,
    });

    const saved = await server.call<BillingSettings>('admin', 'PUT', PATH, complete(1));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      legalName: 'Keel Consulting GmbH',
      countryCode: 'DE',
      taxId: 'DE123456789',
      email: 'billing@keel.example',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      paymentTermsDays: 14,
      defaultTaxRateBp: 1900,
      version: 2,
    });
    expect(Date.parse(saved.body.updatedAt ?? '')).not.toBeNaN();
    expect(await read('member')).toEqual(saved.body);

    // A save with the version read before answers 409 with what is stored now.
    const stale = await server.call<ErrorBody & { current?: BillingSettings }>(
      'admin',
      'PUT',
      PATH,
      { ...complete(1), legalName: 'Stale GmbH' },
    );
    expect(stale.status).toBe(409);
    expect((await read()).legalName).toBe('Keel Consulting GmbH');
  });

  it('is read by internal users, changed by administrators only, and never shown to a stakeholder', async () => {
    for (const who of ['admin', 'pm', 'member', 'finance'] as const) {
      expect((await server.call(who, 'GET', PATH)).status, who).toBe(200);
    }
    expect((await server.call('stakeholder', 'GET', PATH)).status).toBe(403);
    expect((await server.request('GET', PATH)).status).toBe(401);
    const version = (await read()).version;
    for (const who of ['pm', 'member', 'finance', 'stakeholder'] as const) {
      const response = await server.call(who, 'PUT', PATH, {
        ...complete(version),
        legalName: `${who} was here`,
      });
      expect(response.status, who).toBe(403);
    }
    expect((await read()).legalName).not.toContain('was here');
  });

  it('answers bad input with a 400 naming the field', async () => {
    const version = (await read()).version;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ countryCode: 'XX' }, 'countryCode'],
      [{ countryCode: 'Germany' }, 'countryCode'],
      [{ taxId: 'DE 12;3' }, 'taxId'],
      [{ email: 'not-an-email' }, 'email'],
      [{ iban: 'DE89 3704 0044 0532 0130 01' }, 'iban'], // a wrong check digit
      [{ iban: 'NOT AN IBAN' }, 'iban'],
      [{ bic: 'COBA' }, 'bic'],
      [{ legalName: 'x'.repeat(201) }, 'legalName'],
      [{ postcode: '1'.repeat(21) }, 'postcode'],
      [{ paymentTermsDays: -1 }, 'paymentTermsDays'],
      [{ paymentTermsDays: 366 }, 'paymentTermsDays'],
      [{ paymentTermsDays: 1.5 }, 'paymentTermsDays'],
      [{ defaultTaxRateBp: 10_001 }, 'defaultTaxRateBp'],
      [{ defaultTaxRateBp: '1900' }, 'defaultTaxRateBp'],
      [{ version: undefined }, 'version'],
      [{ vatId: 'DE123456789' }, 'vatId'],
    ];
    for (const [change, field] of cases) {
      const body = { ...complete(version), ...change };
      const response = await server.call<ErrorBody>('admin', 'PUT', PATH, body);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const missing = await server.call<ErrorBody>('admin', 'PUT', PATH, { version });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('legalName');
    expect((await read()).version).toBe(version);
  });
});
