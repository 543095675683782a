import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingSettings } from '@keel/types';
import { BillingSettingsForm } from './BillingSettingsForm';

const settings: BillingSettings = {
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
  paymentTermsDays: 30,
  defaultTaxRateBp: 1900,
  version: 3,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderForm(saveResponse: (body: unknown) => Response) {
  const puts: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push({ url: String(input), body });
        return saveResponse(body);
      }
      return json(401, { message: 'Signed out' });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onReload = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BillingSettingsForm settings={settings} onReload={onReload} />
    </QueryClientProvider>,
  );
  return { puts, onReload };
}

afterEach(() => vi.unstubAllGlobals());

// Typing into a dozen react-aria fields takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('BillingSettingsForm', () => {
  it('labels every field and saves by keyboard alone, the tax rate in basis points', async () => {
    const { puts } = renderForm((body) =>
      json(200, { ...settings, ...(body as Partial<BillingSettings>), version: 4 }),
    );
    for (const name of [
      'Legal name',
      'Street',
      'Postcode',
      'City',
      'Country',
      'Tax ID (VAT)',
      'Invoice email',
      'IBAN',
      'BIC',
      'Bank name',
    ]) {
      expect(
        screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
      ).toBeInTheDocument();
    }
    const legalName = screen.getByRole('textbox', { name: /^Legal name/ });
    await userEvent.click(legalName);
    await userEvent.clear(legalName);
    await userEvent.keyboard('Keel Partners AG');
    const country = screen.getByRole('textbox', { name: /^Country/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'ch');
    const rate = screen.getByRole('textbox', { name: /^Default tax rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '8.1');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.url).toBe('/api/settings/billing');
    expect(puts[0]?.body).toMatchObject({
      legalName: 'Keel Partners AG',
      countryCode: 'CH',
      defaultTaxRateBp: 810,
      paymentTermsDays: 30,
      iban: 'DE89370400440532013000',
      version: 3,
    });
  });

  it('refuses an unknown country code before sending anything', async () => {
    const { puts } = renderForm(() => json(200, settings));
    const country = screen.getByRole('textbox', { name: /^Country/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'XX');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing settings' }));
    expect(
      await screen.findByText('Enter a two-letter country code such as DE'),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('shows the server’s field error in place (a bad IBAN)', async () => {
    renderForm(() =>
      json(400, {
        message: 'Invalid request',
        errors: { iban: ['iban must be a valid IBAN such as DE89 3704 0044 0532 0130 00'] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save billing settings' }));
    expect(
      await screen.findByText('iban must be a valid IBAN such as DE89 3704 0044 0532 0130 00'),
    ).toBeInTheDocument();
  });

  it('says when someone else saved first and reloads on request', async () => {
    const { onReload } = renderForm(() =>
      json(409, {
        message: 'This record was changed by someone else; reload and try again',
        current: { ...settings, version: 4 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save billing settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
