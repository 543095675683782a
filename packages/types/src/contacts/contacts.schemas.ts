import { z } from 'zod';
import {
  InstantSchema,
  pageOf,
  pageQuery,
  SearchTextSchema,
  sortQuery,
  VersionSchema,
} from '../common/common.schemas';
import { countryCodeSchema, taxIdSchema } from '../common/addresses';

/**
 * Contacts (issue 15 § 5): a global address book (people at clients and
 * partners) and the contacts linked to a project with the part they play on
 * it. The directory is for holders of `readGlobalContact` (read, export) and
 * `manageGlobalContacts` (create, change, delete). A project's links are read
 * with the project's `readProject`: internal readers see the contact's job
 * title, email and phone; a stakeholder sees only the name, company and the
 * role on the project. A contact's notes are internal: only the directory
 * carries them, never a project's list.
 */

/** Suggested project roles of a contact (the field is free text). */
export const CONTACT_PROJECT_ROLE_SUGGESTIONS = [
  'Sponsor',
  'Client PM',
  'Decision maker',
  'Finance contact',
  'Technical lead',
  'End user',
] as const;

export const ContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  /** The person's job title at their company ("role" in DOMAIN.md). */
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Internal notes: only in the directory (`readGlobalContact`), never to stakeholders. */
  notes: z.string(),
  /** The billing address invoices to this client carry (empty strings when not given). */
  billingStreet: z.string(),
  billingPostcode: z.string(),
  billingCity: z.string(),
  /** ISO 3166-1 alpha-2, or empty. */
  billingCountry: z.string(),
  /** The client's VAT identifier (`FR40303265045`), or empty. */
  taxId: z.string(),
  /** How many live projects the contact is linked to (deleting the contact removes the links). */
  linkedProjects: z.number().int(),
  version: z.number().int(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Contact = z.infer<typeof ContactSchema>;

export const CONTACT_SORTS = ['name', 'company', 'updatedAt'] as const;

export const ContactListQuerySchema = pageQuery().extend({
  search: SearchTextSchema.describe(
    'Matches name, company or email (case- and accent-insensitive, infix)',
  ),
  ...sortQuery(CONTACT_SORTS, 'name'),
});
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;
export const ContactPageSchema = pageOf(ContactSchema);
export type ContactPage = z.infer<typeof ContactPageSchema>;

/** Email: empty, or an address (stored lowercased). */
const ContactEmailSchema = z
  .string()
  .trim()
  .max(254, 'email is too long')
  .toLowerCase()
  .refine((value) => value === '' || (value.length <= 254 && z.email().safeParse(value).success), {
    message: 'Enter a valid email address',
  });
const PHONE_PATTERN = /^\+?[0-9 ().\-/]*[0-9][0-9 ().\-/]*(\s*(ext\.?|x)\s*\d+)?$/i;
/** Phone: empty, or digits with the usual separators (`+49 30 1234-56`, `(555) 010 ext. 12`). */
const ContactPhoneSchema = z
  .string()
  .trim()
  .max(40, 'phone is too long')
  .refine(
    // Past 40 characters the max already failed: no pattern run over a long input.
    (value) => value === '' || (value.length <= 40 && PHONE_PATTERN.test(value)),
    {
      message: 'Enter a phone number: digits, spaces, + ( ) - . /',
    },
  );

const ContactFieldsSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  company: z.string().trim().max(200).default(''),
  jobTitle: z.string().trim().max(200).default(''),
  email: ContactEmailSchema.default(''),
  phone: ContactPhoneSchema.default(''),
  notes: z.string().max(5_000).default(''),
  // The client's billing details: optional, and an update that leaves one out keeps it (so a
  // client that predates them does not clear them).
  billingStreet: z.string().trim().max(200, 'billingStreet is too long').optional(),
  billingPostcode: z.string().trim().max(20, 'billingPostcode is too long').optional(),
  billingCity: z.string().trim().max(100, 'billingCity is too long').optional(),
  billingCountry: countryCodeSchema('billingCountry').optional(),
  taxId: taxIdSchema('taxId').optional(),
});

export const ContactCreateInputSchema = ContactFieldsSchema;
export type ContactCreateInput = z.input<typeof ContactCreateInputSchema>;
/** Updates send every field with the version read. */
export const ContactUpdateInputSchema = ContactFieldsSchema.extend({ version: VersionSchema });
export type ContactUpdateInput = z.input<typeof ContactUpdateInputSchema>;

/** `GET /api/contacts/export`: a download, not JSON (see `CONTACTS_EXPORT_PATH`). */
export const CONTACTS_EXPORT_PATH = '/api/contacts/export';
export const CONTACT_EXPORT_FORMATS = ['csv', 'vcf'] as const;
export type ContactExportFormat = (typeof CONTACT_EXPORT_FORMATS)[number];
export const ContactExportQuerySchema = z.object({
  format: z
    .enum(CONTACT_EXPORT_FORMATS, { error: 'format must be csv or vcf' })
    .describe('csv (RFC 4180, UTF-8) or vcf (vCard 4.0)'),
  search: SearchTextSchema.describe('The same search as the list: every matching contact'),
  ...sortQuery(CONTACT_SORTS, 'name'),
});
export type ContactExportQuery = z.output<typeof ContactExportQuerySchema>;

/** A project's contact: what every reader of the project sees, and the details internal readers do. */
export const ProjectContactSchema = z.object({
  projectId: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  company: z.string(),
  /** Null for a stakeholder (they see the name, company and project role only). */
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The part the contact plays on this project (free text; see the suggestions). */
  role: z.string(),
  createdAt: InstantSchema,
});
export type ProjectContact = z.infer<typeof ProjectContactSchema>;

export const ProjectContactPageSchema = pageOf(ProjectContactSchema).extend({
  /** Whether the reader sees the contacts' job title, email and phone (false for stakeholders). */
  detailsVisible: z.boolean(),
});
export type ProjectContactPage = z.infer<typeof ProjectContactPageSchema>;

export const ProjectContactListQuerySchema = pageQuery(100);
export type ProjectContactListQuery = z.input<typeof ProjectContactListQuerySchema>;

export const ProjectContactLinkInputSchema = z.object({
  contactId: z
    .number({ error: 'contactId must be a contact id' })
    .int('contactId must be a contact id')
    .positive('contactId must be a contact id')
    .max(2_147_483_647, 'contactId must be a contact id'),
  role: z.string({ error: 'role is required' }).trim().min(1, 'role is required').max(100),
});
export type ProjectContactLinkInput = z.input<typeof ProjectContactLinkInputSchema>;
