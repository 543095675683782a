import { auditChanges, auditValueText } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(
      auditChanges(
        { name: 'Delivery', members: ['Max Member'], lead: null },
        { name: 'Delivery', members: ['Max Member', 'Pat Manager'], lead: 'Pat Manager' },
      ),
    ).toEqual([
      { field: 'members', before: 'Max Member', after: 'Max Member, Pat Manager' },
      { field: 'lead', before: '—', after: 'Pat Manager' },
    ]);
  });

  it('shows a creation as every field set and a deletion as every field removed', () => {
    expect(auditChanges(null, { name: 'QA' })).toEqual([
      { field: 'name', before: '—', after: 'QA' },
    ]);
    expect(auditChanges({ name: 'QA' }, null)).toEqual([
      { field: 'name', before: 'QA', after: '—' },
    ]);
  });

  it('reads money and rate entries', () => {
    expect(auditValueText({ amount: 4550, currency: 'EUR' })).toBe('45.50 EUR');
    expect(
      auditValueText([
        { effectiveFrom: '2026-01-01', hourlyRate: { amount: 5000, currency: 'EUR' } },
      ]),
    ).toBe('50.00 EUR from 2026-01-01');
  });
});
