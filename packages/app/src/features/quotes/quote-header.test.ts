import { describe, expect, it } from 'vitest';
import type { Quote } from '@keel/types';
import { headerChanges, headerDraftOf } from './quote-header';

const quote = {
  name: 'Website',
  client: null,
  metaTypeId: 1,
  owner: { id: 4, name: 'Fiona', initials: 'F', color: '#000' },
  currency: 'EUR',
  quoteDate: '2026-03-01',
  validUntil: null,
  rateProfile: { id: 2, name: 'Standard' },
  pricingConfig: null,
  notes: '',
  isTemplate: false,
} as unknown as Quote;

describe('headerChanges', () => {
  it('sends only what changed, a blank client as null', () => {
    const draft = headerDraftOf(quote);
    expect(headerChanges(draft, quote)).toEqual({});
    expect(
      headerChanges(
        { ...draft, client: '  Acme ', pricingConfigId: 3, validUntil: '2026-04-01' },
        quote,
      ),
    ).toEqual({ client: 'Acme', pricingConfigId: 3, validUntil: '2026-04-01' });
    expect(headerChanges({ ...draft, client: '   ' }, quote)).toEqual({});
  });

  it('never sends a quote date or validity for a template', () => {
    const template = { ...quote, isTemplate: true } as Quote;
    const draft = { ...headerDraftOf(template), quoteDate: '2027-01-01', validUntil: '2027-02-01' };
    expect(headerChanges(draft, template)).toEqual({});
  });
});
