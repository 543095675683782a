import { describe, expect, it } from 'vitest';
import { contactsExportHref } from './contacts-export';
import { telHref } from './components/AddressLinks';

describe('contactsExportHref', () => {
  it('carries the format, the search and the order of the list', () => {
    expect(
      contactsExportHref('csv', { search: 'Müller & Co', sort: 'company', direction: 'desc' }),
    ).toBe('/api/contacts/export?format=csv&search=M%C3%BCller+%26+Co&sort=company&direction=desc');
  });

  it('leaves out an empty search', () => {
    expect(contactsExportHref('vcf', { search: '', sort: 'name', direction: 'asc' })).toBe(
      '/api/contacts/export?format=vcf&sort=name&direction=asc',
    );
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+44 (20) 7946-0101')).toBe('tel:+442079460101');
  });
});
