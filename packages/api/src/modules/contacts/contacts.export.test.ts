import type { Contact } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { contactCsvLine, contactVcard, foldLine, vcardText } from './contacts.export';

const CONTACT: Contact = {
  id: 7,
  name: 'Jürgen Müller',
  company: 'Café Müller GmbH',
  jobTitle: 'Managing Director',
  email: 'juergen@cafe-mueller.example',
  phone: '+49 30 1234 5670',
  notes: 'Signs change orders; prefers calls, not mail.\nTuesdays only',
  billingStreet: 'Hauptstraße 1',
  billingPostcode: '10115',
  billingCity: 'Berlin',
  billingCountry: 'DE',
  taxId: 'DE123456789',
  linkedProjects: 1,
  version: 3,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-02-01T10:30:15.000Z',
};

describe('vCard text', () => {
  it('escapes backslash, comma, semicolon and line breaks', () => {
    expect(vcardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const folded = foldLine(`NOTE:${'ü'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1, -1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`NOTE:${'ü'.repeat(100)}\r\n`);
    expect(foldLine('FN:Short')).toBe('FN:Short\r\n');
  });

  it('writes a vCard 4.0 of a contact', () => {
    expect(contactVcard(CONTACT)).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'FN:Jürgen Müller',
        'N:Müller;Jürgen;;;',
        'ORG:Café Müller GmbH',
        'TITLE:Managing Director',
        'EMAIL;TYPE=work:juergen@cafe-mueller.example',
        'TEL;VALUE=text;TYPE=work:+49 30 1234 5670',
        'NOTE:Signs change orders\\; prefers calls\\, not mail.\\nTuesdays only',
        'REV:20260201T103015Z',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves out empty properties', () => {
    const bare = contactVcard({
      ...CONTACT,
      name: 'Cher',
      company: '',
      jobTitle: '',
      email: '',
      phone: '',
      notes: '',
    });
    expect(bare).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'FN:Cher',
        'N:;Cher;;;',
        'REV:20260201T103015Z',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });
});

describe('CSV line', () => {
  it('quotes and neutralises formulas through lib/csv', () => {
    expect(contactCsvLine({ ...CONTACT, jobTitle: '=1+1', notes: 'a "b"' })).toBe(
      `Jürgen Müller,Café Müller GmbH,'=1+1,juergen@cafe-mueller.example,'+49 30 1234 5670,"a ""b""",1,2026-02-01T10:30:15.000Z\r\n`,
    );
  });
});
