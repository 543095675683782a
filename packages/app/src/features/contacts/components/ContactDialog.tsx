import { useState } from 'react';
import { TextArea, TextField, snackbar, type Rule } from '@keel/ui';
import type { Contact } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required, validEmail } from '../../../lib/management/rules';
import { useSaveContactMutation } from '../contacts.mutations';

const FORM_ID = 'contact-form';

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
  const [name, setName] = useState(contact?.name ?? '');
  const [company, setCompany] = useState(contact?.company ?? '');
  const [jobTitle, setJobTitle] = useState(contact?.jobTitle ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [phone, setPhone] = useState(contact?.phone ?? '');
  const [notes, setNotes] = useState(contact?.notes ?? '');
  const save = useSaveContactMutation(contact);
  const failure = formFailureOf(save.error);

  return (
    <FormDialog
      formId={FORM_ID}
      title={contact ? `Edit contact ${contact.name}` : 'New contact'}
      submitLabel={contact ? 'Save' : 'Create contact'}
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() =>
        save.mutate(
          {
            name: name.trim(),
            company: company.trim(),
            jobTitle: jobTitle.trim(),
            email: email.trim(),
            phone: phone.trim(),
            notes,
          },
          {
            onSuccess: (saved) => {
              snackbar.success(contact ? 'Contact saved' : `Contact ${saved.name} created`);
              onClose();
            },
          },
        )
      }
    >
      <TextField
        name="name"
        label="Name"
        isRequired
        autoFocus
        value={name}
        onChange={setName}
        rules={[required('Name'), maxLength(200)]}
      />
      <TextField
        name="company"
        label="Company"
        value={company}
        onChange={setCompany}
        rules={[maxLength(200)]}
      />
      <TextField
        name="jobTitle"
        label="Job title"
        value={jobTitle}
        onChange={setJobTitle}
        rules={[maxLength(200)]}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        rules={[optionalEmail, maxLength(254)]}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        value={phone}
        onChange={setPhone}
        rules={[optionalPhone, maxLength(40)]}
      />
      <TextArea
        name="notes"
        label="Notes"
        description="Internal: never shown to stakeholders or on projects."
        value={notes}
        onChange={setNotes}
        rules={[maxLength(5_000)]}
      />
    </FormDialog>
  );
}
