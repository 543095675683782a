import { TextArea, TextField, type Rule } from '@keel/ui';
import { COUNTRY_CODES, type Contact } from '@keel/types';
import { NameField } from '../../../lib/management/components/NameField';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { maxLength, validEmail } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { useSaveContactMutation } from '../contacts.mutations';

/** Empty, or an address (the API checks the same). */
const optionalEmail: Rule<string> = (value) => value.trim() === '' || validEmail(value);
/** Empty, or digits with the usual separators and an optional extension. */
const optionalPhone: Rule<string> = (value) =>
  value.trim() === '' ||
  /^\+?[0-9 ().\-/]*[0-9][0-9 ().\-/]*(\s*(ext\.?|x)\s*\d+)?$/i.test(value.trim()) ||
  'Enter a phone number: digits, spaces, + ( ) - . /';

/** Empty, or an ISO 3166-1 alpha-2 code (the API checks the same list). */
const optionalCountry: Rule<string> = (value) =>
  value.trim() === '' ||
  COUNTRY_CODES.includes(value.trim().toUpperCase()) ||
  'Enter a two-letter country code such as DE';

/** Create a contact, or change one (with the version it was read at). */
export function ContactDialog({
  contact,
  onClose,
  onReload,
}: {
  /** The contact to edit; null to create one. */
  contact: Contact | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const form = useFields({
    name: contact?.name ?? '',
    company: contact?.company ?? '',
    jobTitle: contact?.jobTitle ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    notes: contact?.notes ?? '',
    billingStreet: contact?.billingStreet ?? '',
    billingPostcode: contact?.billingPostcode ?? '',
    billingCity: contact?.billingCity ?? '',
    billingCountry: contact?.billingCountry ?? '',
    taxId: contact?.taxId ?? '',
  });
  const save = useSaveContactMutation(contact);

  return (
    <SaveDialog
      title={contact ? `Edit contact ${contact.name}` : 'New contact'}
      submitLabel={contact ? 'Save' : 'Create contact'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => {
        const { name, company, jobTitle, email, phone, notes, ...billing } = form.values;
        return {
          name: name.trim(),
          company: company.trim(),
          jobTitle: jobTitle.trim(),
          email: email.trim(),
          phone: phone.trim(),
          notes,
          billingStreet: billing.billingStreet.trim(),
          billingPostcode: billing.billingPostcode.trim(),
          billingCity: billing.billingCity.trim(),
          billingCountry: billing.billingCountry.trim().toUpperCase(),
          taxId: billing.taxId.trim(),
        };
      }}
      savedMessage={(saved) => (contact ? 'Contact saved' : `Contact ${saved.name} created`)}
    >
      <NameField {...form.field('name')} max={200} />
      <TextField label="Company" {...form.field('company')} rules={[maxLength(200)]} />
      <TextField label="Job title" {...form.field('jobTitle')} rules={[maxLength(200)]} />
      <TextField
        label="Email"
        type="email"
        {...form.field('email')}
        rules={[optionalEmail, maxLength(254)]}
      />
      <TextField
        label="Phone"
        type="tel"
        {...form.field('phone')}
        rules={[optionalPhone, maxLength(40)]}
      />
      <TextField
        label="Billing street"
        description="The address this client's invoices carry."
        {...form.field('billingStreet')}
        rules={[maxLength(200)]}
      />
      <TextField
        label="Billing postcode"
        {...form.field('billingPostcode')}
        rules={[maxLength(20)]}
      />
      <TextField label="Billing city" {...form.field('billingCity')} rules={[maxLength(100)]} />
      <TextField
        label="Billing country"
        description="Two-letter code (ISO 3166-1), such as DE or FR."
        {...form.field('billingCountry')}
        rules={[optionalCountry]}
      />
      <TextField label="Tax ID (VAT)" {...form.field('taxId')} rules={[maxLength(30)]} />
      <TextArea
        label="Notes"
        description="Internal: never shown to stakeholders or on projects."
        {...form.field('notes')}
        rules={[maxLength(5_000)]}
      />
    </SaveDialog>
  );
}
