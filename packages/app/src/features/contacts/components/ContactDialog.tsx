import { TextArea, TextField, type Rule } from '@keel/ui';
import type { Contact } from '@keel/types';
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
        const { name, company, jobTitle, email, phone, notes } = form.values;
        return {
          name: name.trim(),
          company: company.trim(),
          jobTitle: jobTitle.trim(),
          email: email.trim(),
          phone: phone.trim(),
          notes,
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
      <TextArea
        label="Notes"
        description="Internal: never shown to stakeholders or on projects."
        {...form.field('notes')}
        rules={[maxLength(5_000)]}
      />
    </SaveDialog>
  );
}
