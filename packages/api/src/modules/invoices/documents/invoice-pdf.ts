import PDFDocument from 'pdfkit';
import {
  minorDigits,
  percentOf,
  type InvoiceDocument,
  type InvoiceDocumentAddress,
  type InvoiceDocumentLine,
} from './invoice-document';

/** A4 in points, 50 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the foot of every page for its page number. */
const FOOT = 40;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';

/** The lines table: description, quantity, unit price, tax rate, net, gross (widths sum to the content width). */
const COLUMNS = [
  { title: 'Description', width: 175, align: 'left' },
  { title: 'Quantity', width: 60, align: 'right' },
  { title: 'Unit price', width: 75, align: 'right' },
  { title: 'Tax', width: 40, align: 'right' },
  { title: 'Net', width: 72.64, align: 'right' },
  { title: 'Gross', width: 72.64, align: 'right' },
] as const;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The invoice as a PDF: the firm's details, the client's address, the lines
 * (continued over as many pages as they need, the table's head repeated),
 * the tax summary per rate, the totals, the payment terms and the bank
 * details. Money from integer minor units in the document's currency and
 * locale; dates as ISO days. Uses pdfkit's built-in Helvetica (WinAnsi: Latin
 * scripts only), so no font file ships with the API.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf: Doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${titleOf(doc)} ${doc.number ?? '(draft)'}`,
      Author: doc.seller.legalName ?? undefined,
      Subject: doc.buyer.name ?? undefined,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = moneyFormatter(doc);
  header(pdf, doc);
  parties(pdf, doc);
  linesTable(pdf, doc, money);
  summary(pdf, doc, money);
  payment(pdf, doc);
  pageNumbers(pdf, doc);
  pdf.end();
  return done;
}

const titleOf = (doc: InvoiceDocument) => (doc.kind === 'credit-note' ? 'Credit note' : 'Invoice');

function moneyFormatter(doc: InvoiceDocument): (minor: number) => string {
  const digits = minorDigits(doc.currency);
  const format = new Intl.NumberFormat(doc.locale ?? 'en', {
    style: 'currency',
    currency: doc.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Division for display only: the amounts were computed in minor units, and
  // any safe integer / 10^digits formats back to the same digits.
  return (minor) => format.format(minor / 10 ** digits);
}

function addressLines(address: InvoiceDocumentAddress | null): string[] {
  if (!address) return [];
  const cityLine = [address.postcode, address.city].filter((part) => part?.trim()).join(' ');
  return [address.street, cityLine, address.countryCode].filter(
    (line): line is string => !!line?.trim(),
  );
}

function header(pdf: Doc, doc: InvoiceDocument): void {
  const top = PAGE.margin;
  pdf.font(BOLD).fontSize(16).fillColor('black');
  pdf.text(doc.seller.legalName ?? '', PAGE.margin, top, { width: CONTENT_WIDTH * 0.6 });
  pdf.font(FONT).fontSize(9).fillColor(MUTED);
  for (const line of addressLines(doc.seller.address)) pdf.text(line);
  if (doc.seller.taxId) pdf.text(`VAT ID: ${doc.seller.taxId}`);
  if (doc.seller.email) pdf.text(doc.seller.email);
  const leftBottom = pdf.y;

  const x = PAGE.margin + CONTENT_WIDTH * 0.6;
  const width = CONTENT_WIDTH * 0.4;
  pdf.font(BOLD).fontSize(20).fillColor('black');
  pdf.text(titleOf(doc), x, top, { width, align: 'right' });
  pdf.font(FONT).fontSize(9);
  const facts: Array<[string, string | null | undefined]> = [
    ['Number', doc.number ?? 'Draft'],
    ['Issue date', doc.issueDate],
    [doc.kind === 'credit-note' ? 'Payable by' : 'Due date', doc.dueDate],
    ['Period', doc.period ? `${doc.period.start} to ${doc.period.end}` : null],
    ['Credits invoice', doc.kind === 'credit-note' ? doc.creditedInvoiceNumber : null],
    ['Project', doc.projectName],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    pdf.text(`${label}: ${value}`, x, pdf.y, { width, align: 'right' });
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 20;
}

function parties(pdf: Doc, doc: InvoiceDocument): void {
  pdf.x = PAGE.margin;
  pdf.font(BOLD).fontSize(9).fillColor(MUTED).text('Bill to', PAGE.margin, pdf.y);
  pdf
    .font(BOLD)
    .fontSize(11)
    .fillColor('black')
    .text(doc.buyer.name ?? '');
  pdf.font(FONT).fontSize(10);
  for (const line of addressLines(doc.buyer.address)) pdf.text(line);
  if (doc.buyer.taxId) pdf.text(`VAT ID: ${doc.buyer.taxId}`);
  pdf.moveDown(1.5);
}

function quantityText(line: InvoiceDocumentLine): string {
  if (line.unit === 'units') return String(line.quantity);
  const hours = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(
    line.quantity / 60,
  );
  return `${hours} h`;
}

function tableRow(pdf: Doc, cells: readonly string[], font: string): number {
  pdf.font(font).fontSize(9);
  const height =
    Math.max(
      ...cells.map((cell, i) => pdf.heightOfString(cell, { width: COLUMNS[i]!.width - 6 })),
    ) + 6;
  if (pdf.y + height > PAGE.height - PAGE.margin - FOOT) return -1;
  const top = pdf.y;
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    pdf.text(cell, x + 3, top + 3, { width: column.width - 6, align: column.align });
    x += column.width;
  });
  pdf.y = top + height;
  return height;
}

function tableHead(pdf: Doc): void {
  pdf.fillColor('black');
  tableRow(
    pdf,
    COLUMNS.map((column) => column.title),
    BOLD,
  );
  rule(pdf);
}

function rule(pdf: Doc): void {
  pdf
    .moveTo(PAGE.margin, pdf.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, pdf.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

function linesTable(pdf: Doc, doc: InvoiceDocument, money: (minor: number) => string): void {
  tableHead(pdf);
  for (const line of doc.lines) {
    const cells = [
      line.description,
      quantityText(line),
      `${money(line.unitPriceMinor)}${line.unit === 'minutes' ? ' / h' : ''}`,
      `${percentOf(line.taxRateBp)} %`,
      money(line.netMinor),
      money(line.grossMinor),
    ];
    pdf.fillColor('black');
    if (tableRow(pdf, cells, FONT) < 0) {
      // The page is full: continue on the next, under the table's head again.
      pdf.addPage();
      pdf.y = PAGE.margin;
      tableHead(pdf);
      tableRow(pdf, cells, FONT);
    }
  }
  rule(pdf);
  pdf.moveDown(1);
}

/** Keeps a block of `height` points together, starting a page when it would not fit. */
function keep(pdf: Doc, height: number): void {
  if (pdf.y + height > PAGE.height - PAGE.margin - FOOT) {
    pdf.addPage();
    pdf.y = PAGE.margin;
  }
}

function summary(pdf: Doc, doc: InvoiceDocument, money: (minor: number) => string): void {
  const rows = doc.taxSummary.length;
  keep(pdf, 14 * (rows + 6) + 20);
  const labelX = PAGE.margin + CONTENT_WIDTH - 300;
  const amountX = PAGE.margin + CONTENT_WIDTH - 120;
  const line = (label: string, value: string, font = FONT) => {
    const y = pdf.y;
    pdf.font(font).fontSize(9).fillColor('black');
    pdf.text(label, labelX, y, { width: 175, align: 'left' });
    pdf.text(value, amountX, y, { width: 120, align: 'right' });
    pdf.y = y + 14;
  };
  pdf.font(BOLD).fontSize(9).text('Tax summary', labelX, pdf.y);
  pdf.moveDown(0.3);
  for (const row of doc.taxSummary) {
    line(`${percentOf(row.taxRateBp)} % on ${money(row.netMinor)}`, money(row.taxMinor));
  }
  pdf.y += 6;
  line('Net total', money(doc.totals.netMinor));
  line('Tax total', money(doc.totals.taxMinor));
  line(
    doc.kind === 'credit-note' ? 'Total credited' : 'Total due',
    money(doc.totals.grossMinor),
    BOLD,
  );
  pdf.moveDown(1);
}

function payment(pdf: Doc, doc: InvoiceDocument): void {
  const bank = doc.seller.bank;
  const bankLines = [
    bank?.bankName ? `Bank: ${bank.bankName}` : null,
    bank?.iban ? `IBAN: ${bank.iban}` : null,
    bank?.bic ? `BIC: ${bank.bic}` : null,
  ].filter((line): line is string => line !== null);
  const notes = doc.notes?.trim();
  keep(pdf, 14 * (bankLines.length + 4) + (notes ? pdf.heightOfString(notes) + 20 : 0));
  pdf.x = PAGE.margin;
  pdf.font(BOLD).fontSize(10).fillColor('black').text('Payment', PAGE.margin, pdf.y);
  pdf.font(FONT).fontSize(9);
  const terms = doc.paymentTerms?.trim();
  pdf.text(terms ? `${terms} (by ${doc.dueDate}).` : `Payable by ${doc.dueDate}.`);
  if (doc.number) pdf.text(`Please quote ${doc.number} with your payment.`);
  for (const line of bankLines) pdf.text(line);
  if (notes) {
    pdf.moveDown(1);
    pdf.font(BOLD).fontSize(10).text('Notes');
    pdf.font(FONT).fontSize(9).text(notes, { width: CONTENT_WIDTH });
  }
}

function pageNumbers(pdf: Doc, doc: InvoiceDocument): void {
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    pdf.switchToPage(range.start + i);
    pdf.font(FONT).fontSize(8).fillColor(MUTED);
    // Writing inside the bottom margin would make pdfkit start a page: lift the margin first.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.text(
      `${doc.number ?? 'Draft'} · Page ${i + 1} of ${range.count}`,
      PAGE.margin,
      PAGE.height - PAGE.margin + 10,
      { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
    );
    pdf.page.margins.bottom = margin;
  }
}
