import { applyCellText, cellText, newLine, parseTaxRate, type DraftLine } from './invoice-draft';

const line: DraftLine = {
  uid: 'x',
  id: 4,
  description: 'Development',
  unitKind: 'minutes',
  quantity: 450,
  unitPrice: 12_000,
  taxRate: 1900,
};

describe('invoice draft cells', () => {
  it('reads hours as H:MM, decimal hours or minutes, and units as whole numbers', () => {
    expect(cellText(line, 'quantity')).toBe('7:30');
    expect(applyCellText(line, 'quantity', '7.25')).toMatchObject({ value: { quantity: 435 } });
    expect(applyCellText(line, 'quantity', '90m')).toMatchObject({ value: { quantity: 90 } });
    const units = { ...line, unitKind: 'units' as const };
    expect(applyCellText(units, 'quantity', '3')).toMatchObject({ value: { quantity: 3 } });
    expect(applyCellText(units, 'quantity', '1.5')).toMatchObject({ ok: false });
  });

  it('takes a unit price in major units, a discount negative, and shows it back', () => {
    expect(applyCellText(line, 'unitPrice', '95,50')).toMatchObject({ value: { unitPrice: 9550 } });
    const discount = applyCellText(line, 'unitPrice', '-10');
    expect(discount).toMatchObject({ value: { unitPrice: -1000 } });
    expect(cellText({ ...line, unitPrice: -1005 }, 'unitPrice')).toBe('-10.05');
  });

  it('takes tax rates in percent to the hundredth, at most 100 %', () => {
    expect(parseTaxRate('19')).toEqual({ ok: true, value: 1900 });
    expect(parseTaxRate('7,5 %')).toEqual({ ok: true, value: 750 });
    expect(parseTaxRate('101')).toMatchObject({ ok: false, message: 'At most 100 %' });
    expect(parseTaxRate('x')).toMatchObject({ ok: false });
  });

  it('starts a new line with the unit, price and tax rate of the line above', () => {
    expect(newLine(line)).toMatchObject({
      description: '',
      unitKind: 'minutes',
      quantity: 0,
      unitPrice: 12_000,
      taxRate: 1900,
    });
    expect(newLine(line).id).toBeUndefined();
  });
});
