import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderInvoicePdf } from './invoice-pdf';
import { sampleCreditNote, sampleInvoiceDocument } from './invoice-document.fixture';
import type { InvoiceDocumentLine } from './invoice-document';

/** The PDF's text, page by page, read back with a PDF parser. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text;
}

describe('renderInvoicePdf', () => {
  it('writes the number, both parties, the lines, the tax summary per rate, totals, terms and bank', async () => {
    const pdf = await renderInvoicePdf(sampleInvoiceDocument());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Invoice',
      'INV-2026-0007',
      'Keel Consulting GmbH',
      'Hauptstraße 5',
      '10115 Berlin',
      'VAT ID: DE123456789',
      'Acme Industries SAS',
      '12 rue de la Paix',
      '75002 Paris',
      'VAT ID: FR40303265045',
      'Issue date: 2026-03-02',
      'Due date: 2026-04-01',
      'Consulting, February',
      '12.5 h',
      '€120.00 / h',
      '€1,500.00',
      '19 %',
      '7 %',
      '0 %',
      '7 % on €76.50',
      '€5.36',
      '€285.00',
      'Net total',
      '€1,616.50',
      '€290.36',
      'Total due',
      '€1,906.86',
      'Payable within 30 days (by 2026-04-01).',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
      'Bank: Commerzbank',
      'Thank you for your business.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('formats money in the currency and locale given (minor units, no floating drift)', async () => {
    const pages = await pagesOf(await renderInvoicePdf(sampleInvoiceDocument({ locale: 'de-DE' })));
    expect(pages[0]).toContain('1.906,86 €');
    const yen = await pagesOf(
      await renderInvoicePdf(
        sampleInvoiceDocument({
          currency: 'JPY',
          totals: { netMinor: 161_650, taxMinor: 29_036, grossMinor: 190_686 },
        }),
      ),
    );
    expect(yen[0]).toContain('¥190,686');
  });

  it('titles a credit note and names the invoice it credits', async () => {
    const text = (await pagesOf(await renderInvoicePdf(sampleCreditNote())))[0]!;
    expect(text).toContain('Credit note');
    expect(text).toContain('Credits invoice: INV-2026-0007');
    expect(text).toContain('-€1,906.86');
    expect(text).toContain('Total credited');
  });

  it('continues many lines over several pages, every line and the totals present once', async () => {
    const base = sampleInvoiceDocument();
    const line = base.lines[1]!;
    const lines: InvoiceDocumentLine[] = Array.from({ length: 120 }, (_, i) => ({
      ...line,
      description: `Handbook batch ${i + 1}`,
    }));
    const pages = await pagesOf(
      await renderInvoicePdf({
        ...base,
        lines,
        taxSummary: [{ taxRateBp: 700, netMinor: 918_000, taxMinor: 64_320 }],
        totals: { netMinor: 918_000, taxMinor: 64_320, grossMinor: 982_320 },
      }),
    );
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join('\n');
    for (let i = 1; i <= 120; i += 1) {
      expect(all.match(new RegExp(`Handbook batch ${i}(?!\\d)`, 'g'))).toHaveLength(1);
    }
    expect(all).toContain('€9,823.20');
    // The table's head repeats on every page the lines continue on.
    expect(pages.filter((page) => page.includes('Description')).length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});
