import type { Contact } from '@keel/types';
import { csvLine } from '../../lib/csv';

/**
 * The directory as a file: CSV (RFC 4180 through `lib/csv.ts`, formula-safe)
 * and vCard 4.0 (RFC 6350: escaped text values, lines folded at 75 octets,
 * CRLF line ends). Pure, so the formats are unit-tested without a server.
 */

export const CONTACT_CSV_HEADER = [
  'Name',
  'Company',
  'Job title',
  'Email',
  'Phone',
  'Notes',
  'Linked projects',
  'Updated',
] as const;

export function contactCsvHeader(): string {
  return csvLine(CONTACT_CSV_HEADER);
}

export function contactCsvLine(contact: Contact): string {
  return csvLine([
    contact.name,
    contact.company,
    contact.jobTitle,
    contact.email,
    contact.phone,
    contact.notes,
    contact.linkedProjects,
    contact.updatedAt,
  ]);
}

/** A text value of a vCard property (RFC 6350 § 3.4): backslash, comma, semicolon and newlines escaped. */
export function vcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line, folded (RFC 6350 § 3.2): at most 75 octets a line, the
 * rest on lines that start with a space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ') + '\r\n';
}

/** `2026-01-05T09:00:00.000Z` -> `20260105T090000Z` (a vCard timestamp). */
function vcardTimestamp(instant: string): string {
  return instant.replace(/\.\d+/, '').replace(/[-:]/g, '');
}

/** The structured name: the last word is the family name, the rest the given names. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() as string) : '';
  return [family, words.join(' '), '', '', ''].map(vcardText).join(';');
}

export function contactVcard(contact: Contact): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `FN:${vcardText(contact.name)}`];
  lines.push(`N:${structuredName(contact.name)}`);
  if (contact.company) lines.push(`ORG:${vcardText(contact.company)}`);
  if (contact.jobTitle) lines.push(`TITLE:${vcardText(contact.jobTitle)}`);
  if (contact.email) lines.push(`EMAIL;TYPE=work:${vcardText(contact.email)}`);
  if (contact.phone) lines.push(`TEL;VALUE=text;TYPE=work:${vcardText(contact.phone)}`);
  if (contact.notes) lines.push(`NOTE:${vcardText(contact.notes)}`);
  lines.push(`REV:${vcardTimestamp(contact.updatedAt)}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join('');
}
