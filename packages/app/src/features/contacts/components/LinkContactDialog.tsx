import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ComboBox, Inline, TextField, snackbar } from '@keel/ui';
import { CONTACT_PROJECT_ROLE_SUGGESTIONS } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required, requiredValue } from '../../../lib/management/rules';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { contactsQueryOptions } from '../contacts.queries';
import { useLinkContactMutation } from '../contacts.mutations';

const FORM_ID = 'link-contact-form';

/** Link a directory contact to the project: a search of the directory and the role on the project. */
export function LinkContactDialog({
  projectId,
  linkedIds,
  onClose,
}: {
  projectId: number;
  /** Contacts already on the project (shown, but not offered again). */
  linkedIds: ReadonlySet<number>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [contactId, setContactId] = useState<number | null>(null);
  const [role, setRole] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const found = useQuery(
    contactsQueryOptions({ page: 1, pageSize: 20, sort: 'name', direction: 'asc', search }),
  );
  const link = useLinkContactMutation(projectId);
  const failure = formFailureOf(link.error);
  const items = (found.data?.items ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    description:
      [c.company, c.email].filter(Boolean).join(' · ') +
      (linkedIds.has(c.id) ? ' (already linked)' : ''),
    isDisabled: linkedIds.has(c.id),
  }));

  return (
    <FormDialog
      formId={FORM_ID}
      title="Link a contact"
      submitLabel="Link contact"
      isPending={link.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={() =>
        contactId !== null &&
        link.mutate(
          { contactId, role: role.trim() },
          {
            onSuccess: (linked) => {
              snackbar.success(`${linked.name} linked as ${linked.role}`);
              onClose();
            },
          },
        )
      }
    >
      <ComboBox
        name="contactId"
        label="Contact"
        description="Search the directory by name, company or email."
        isRequired
        items={items}
        inputValue={text}
        onInputChange={setText}
        isLoading={found.isPending}
        placeholder="Type a name"
        value={contactId}
        onChange={(key) => {
          const chosen = items.find((item) => item.id === key);
          setContactId(chosen ? chosen.id : null);
          if (chosen) setText(chosen.name);
        }}
        rules={[requiredValue('Contact')]}
      />
      <TextField
        name="role"
        label="Role on the project"
        isRequired
        value={role}
        onChange={setRole}
        rules={[required('Role'), maxLength(100)]}
      />
      <Inline gap="xsmall" align="stretch" role="group" aria-label="Suggested roles">
        {CONTACT_PROJECT_ROLE_SUGGESTIONS.map((suggestion) => (
          <Button key={suggestion} size="small" onPress={() => setRole(suggestion)}>
            {suggestion}
          </Button>
        ))}
      </Inline>
    </FormDialog>
  );
}
