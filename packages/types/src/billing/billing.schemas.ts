import { z } from 'zod';
import { InstantSchema, VersionSchema } from '../common/common.schemas';
import { countryCodeSchema, taxIdSchema } from '../common/addresses';
// The invoices' own limit (a year): a default the invoices would reject is no default.
import { MAX_PAYMENT_TERMS_DAYS } from '../invoices/invoices.schemas';

/**
 * The workspace's billing settings (issue 32 § 3): the firm as its invoices
 * and e-invoices name it (legal name, address, VAT id, the electronic
 * address an e-invoice carries), where clients pay (bank details) and the
 * defaults a new invoice starts from (payment terms in days, tax rate in
 * basis points). One record for the workspace, with a version. Empty strings
 * where not given yet: issuing an invoice names what EN 16931 still needs.
 */
export const BillingSettingsSchema = z.object({
  legalName: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, or empty. */
  countryCode: z.string(),
  /** The VAT identifier (`DE123456789`). */
  taxId: z.string(),
  /** The seller's electronic address on an e-invoice (BT-34), an email address. */
  email: z.string(),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
  /** Days from the issue date to the due date of a new invoice. */
  paymentTermsDays: z.number().int(),
  /** Tax rate of a new invoice line, in basis points (1900 = 19 %). */
  defaultTaxRateBp: z.number().int(),
  version: z.number().int(),
  updatedAt: InstantSchema.nullable(),
});
export type BillingSettings = z.infer<typeof BillingSettingsSchema>;

/** The most a tax rate may be: 100 %. */
export const MAX_TAX_RATE_BP = 10_000;

/** IBAN (ISO 13616): country, check digits, up to 30 letters or digits; spaces dropped. */
const IBAN_PATTERN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
/** BIC (ISO 9362): 8 or 11 characters. */
const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Whether an IBAN's check digits hold (ISO 7064 mod 97-10). */
export function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long (at most ${max} characters)`);

export const BillingSettingsUpdateInputSchema = z.object({
  legalName: text('legalName', 200),
  street: text('street', 200),
  postcode: text('postcode', 20),
  city: text('city', 100),
  countryCode: countryCodeSchema('countryCode'),
  taxId: taxIdSchema('taxId'),
  email: text('email', 254)
    .toLowerCase()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'email must be an email address',
    }),
  iban: z
    .string({ error: 'iban must be text' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || (IBAN_PATTERN.test(value) && ibanChecksumHolds(value)), {
      message: 'iban must be a valid IBAN such as DE89 3704 0044 0532 0130 00',
    }),
  bic: z
    .string({ error: 'bic must be text' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || BIC_PATTERN.test(value), {
      message: 'bic must be a BIC of 8 or 11 characters such as COBADEFFXXX',
    }),
  bankName: text('bankName', 200),
  paymentTermsDays: z
    .number({ error: 'paymentTermsDays must be a number of days' })
    .int('paymentTermsDays must be whole days')
    .min(0, 'paymentTermsDays cannot be negative')
    .max(MAX_PAYMENT_TERMS_DAYS, `paymentTermsDays is at most ${MAX_PAYMENT_TERMS_DAYS}`),
  defaultTaxRateBp: z
    .number({ error: 'defaultTaxRateBp must be basis points' })
    .int('defaultTaxRateBp must be whole basis points')
    .min(0, 'defaultTaxRateBp cannot be negative')
    .max(MAX_TAX_RATE_BP, `defaultTaxRateBp is at most ${MAX_TAX_RATE_BP} (100 %)`),
  version: VersionSchema,
});
export type BillingSettingsUpdateInput = z.input<typeof BillingSettingsUpdateInputSchema>;
